// Compiled by `npm run typecheck`, never run: each @ts-expect-error below is a handler the contract
// does not allow, and the typecheck fails if one of them ever compiles (an unused directive is an error).
import { HttpResponse } from 'msw';
import { ReloadStatus } from '@/api/generated/model';
import { contractHttp } from './contract-http';

export const outsideTheContract = [
  // @ts-expect-error -- a path the contract does not have
  contractHttp.get('/EngineSettings/SynonymFor', 'SynonymsAccess', () => HttpResponse.json([])),

  // @ts-expect-error -- a method the contract does not offer on this path
  contractHttp.post('/EngineSettings/SynonymsForScope', 'SynonymsAccess', () => HttpResponse.json([])),

  contractHttp.get('/EngineSettings/SynonymsForScope', 'SynonymsAccess', () =>
    // @ts-expect-error -- a response body of the wrong shape (Synonym instead of Synonyms)
    HttpResponse.json([{ Query: 'rain jacket', Synonym: ['raincoat'] }]),
  ),

  contractHttp.post('/ManualRecommendation/Add', 'ManualRecommendationsAccess', () =>
    // @ts-expect-error -- a ReloadStatus the contract does not define
    HttpResponse.json(7),
  ),

  contractHttp.post('/ManualRecommendation/Add', 'ManualRecommendationsAccess', async ({ request }) => {
    const body = await request.json();
    // @ts-expect-error -- a request body read as another shape (SourceProducts instead of SourceProduct)
    void body.ManualRecommendations.SourceProducts;
    return HttpResponse.json(ReloadStatus.AllSucceeded);
  }),

  contractHttp.put('/EngineSettings/SynonymsForQuery', 'SynonymsAccess', ({ query }) =>
    HttpResponse.json({
      // @ts-expect-error -- a query parameter the contract does not declare
      NewEntry: { Query: query.get('newQuerry') ?? '', Synonyms: [] },
      ReloadStatus: ReloadStatus.AllSucceeded,
    }),
  ),
];
