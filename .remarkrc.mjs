// npm run docs:check: remark reads README.md and docs/ and fails on any warning (--frail).
// remark-validate-links checks that every relative link points at a file that exists and, for a
// link with a #fragment, at a heading that exists (in the same file or in another file of the run).
// It needs no network: `repository: false` keeps it from reading the Git remote, and it never
// fetches URLs.
import remarkGfm from 'remark-gfm';
import remarkValidateLinks from 'remark-validate-links';
import { linksInsideRepository, readmeLength } from './scripts/remark-docs-rules.mjs';

export default {
  plugins: [
    remarkGfm,
    [remarkValidateLinks, { repository: false }],
    linksInsideRepository,
    [readmeLength, { max: 300 }],
  ],
};
