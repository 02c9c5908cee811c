import type { HistoryRow } from '../../../../shared/schemas/subscription';
import { formatDate, formatMoney, PLAN_NAMES } from '../lib/plans';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  canceled: 'Cancelled',
  expired: 'Expired',
  past_due: 'Payment due',
};

/** A cancelled plan whose paid period still runs says until when (ADR 0141). */
function statusLabel(row: HistoryRow): string {
  const label = STATUS_LABELS[row.status] ?? row.status;
  if (row.status === 'canceled' && row.endDate && new Date(row.endDate).getTime() > Date.now())
    return `${label}, access until ${formatDate(row.endDate)}`;
  return label;
}

/** SPEC §2 Subscription History: at most 400px high and scrolls; active rows green, others grey. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  return (
    <section className="panel sub-panel" aria-labelledby="history-title">
      <h2 id="history-title">Subscription History</h2>
      {rows.length === 0 ? (
        <p className="sub-muted">No purchases yet.</p>
      ) : (
        <div className="sub-history" tabIndex={0} role="region" aria-labelledby="history-title">
          <table>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Start</th>
                <th scope="col">End</th>
                <th scope="col">Status</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={row.status === 'active' ? 'is-active' : 'is-inactive'}>
                  <td>
                    {PLAN_NAMES[row.type as keyof typeof PLAN_NAMES] ?? row.type}
                    {row.source === 'operator_grant' && (
                      <span className="sub-muted"> (operator grant)</span>
                    )}
                  </td>
                  <td>{formatDate(row.startDate)}</td>
                  <td>{formatDate(row.endDate)}</td>
                  <td>{statusLabel(row)}</td>
                  <td>{formatMoney(row.amount, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
