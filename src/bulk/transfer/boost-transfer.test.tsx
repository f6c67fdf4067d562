import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { deleteBoost, getBoostsForScope } from '@/api/generated/endpoints/boost-bury/boost-bury';
import { ReloadStatus, type BoostRequest, type BoostRuleProxy } from '@/api/generated/model';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { boostCodec } from './codecs/boost';
import { writeCsv } from './csv';
import { RulesTransferMenu } from './RulesTransferMenu';
import { useUndoDelete } from './undo';
import { loadTransferKitUpFront } from '../../../tests/transfer-menu';

const navigation = { ...demoScope, questNumber: 2 as const };
const newRule: BoostRuleProxy = {
  AttributeName: 'Price',
  AttributeValueType: 3,
  CompareMode: 6,
  LowerBound: '10',
  UpperBound: '20',
  BoostValue: 5,
};

loadTransferKitUpFront();
describe('boost rules transfer', () => {
  it('imports into the quest of the page, sending the current list with each rule', async () => {
    signInForTests();
    const before = await getBoostsForScope(navigation);
    const searchBefore = await getBoostsForScope({ ...demoScope, questNumber: 1 });
    const bodies: BoostRequest[] = [];
    mockServer.use(
      http.put(
        '*/BoostBury/BoostsForScope',
        async ({ request }) => void bodies.push((await request.clone().json()) as BoostRequest),
      ),
    );
    const csv = writeCsv(boostCodec.csv!.columns, [
      boostCodec.csv!.toRow(before[0]!),
      boostCodec.csv!.toRow(newRule),
    ]);

    const { user } = await renderWithPortal(<RulesTransferMenu kind="boost" questNumber={2} />, {
      page: 'navigationBoostBury',
    });
    await user.upload(
      await screen.findByLabelText('File to import'),
      new File([csv], 'boosts.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import boosts.csv' });
    expect(
      await within(dialog).findByText(/1 to add, 0 to change, 1 left alone, 0 with errors/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 row' }));
    expect(await within(dialog).findByText('1 of 1 row applied')).toBeInTheDocument();

    expect(bodies).toEqual([{ NewBoost: newRule, CurrentBoosts: before }]);
    expect(await getBoostsForScope(navigation)).toEqual([...before, newRule]);
    expect(await getBoostsForScope({ ...demoScope, questNumber: 1 })).toEqual(searchBefore);
  });

  it('Undo on a deleted boost rule recreates it in the quest it was deleted from', async () => {
    signInForTests();
    const before = await getBoostsForScope(navigation);
    const victim = before[1]!;
    const { ReloadStatus: status } = await deleteBoost(
      { OldBoost: victim, CurrentBoosts: before },
      navigation,
    );
    function Harness() {
      const offerUndo = useUndoDelete('boost', 2);
      return (
        <button onClick={() => offerUndo('Boost rule deleted successfully', status, victim)}>show</button>
      );
    }
    const { user } = await renderWithPortal(<Harness />, { page: 'navigationBoostBury' });
    await user.click(await screen.findByRole('button', { name: 'show' }));
    expect(await screen.findByText('Boost rule deleted successfully')).toBeInTheDocument();
    expect(status).toBe(ReloadStatus.AllSucceeded);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Boost rule saved successfully')).toBeInTheDocument();
    expect(await getBoostsForScope(navigation)).toEqual(expect.arrayContaining(before));
    expect(await getBoostsForScope(navigation)).toHaveLength(before.length);
  });
});
