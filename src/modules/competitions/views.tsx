// Pieces of the competition pages: the standings table (also the live fragment and the
// printable results) and an entry's fish with the reason each counts or not.
import type { Html } from '#jsx/jsx-runtime';
import { ScrollTable } from '../../web/components';
import type { FishView, StandingView } from './standings';
import { reasonWords } from './wording';

export const entryName = (s: { team_name: string | null; divers: { display_name: string }[] }): string =>
  s.team_name ?? (s.divers.map((d) => d.display_name).join(', ') || '(nobody)');

export function StandingsTable({ standings, speciesName }: { standings: StandingView[]; speciesName: (id: string) => string }): Html {
  if (standings.length === 0) return <p class="muted">No entries yet.</p>;
  return (
    <ScrollTable
      id="standings-table"
      label="Standings"
      columns={[
        { heading: 'Rank', numeric: true },
        'Entry',
        { heading: 'Points', numeric: true },
        { heading: 'Fish', numeric: true },
        'Biggest',
      ]}
    >
      {standings.map((s) => (
        <tr>
          <td class="num">{s.rank}</td>
          <td>
            {entryName(s.entry)}
            {s.entry.team_name && <span class="muted"> ({s.entry.divers.map((d) => d.display_name).join(', ')})</span>}
            {s.entry.division && <span class="muted"> · {s.entry.division}</span>}
          </td>
          <td class="num">{s.points}</td>
          <td class="num">{s.fish}</td>
          <td>{s.biggest ? `${speciesName(s.biggest.species)} ${s.biggest.weight_kg} kg` : ''}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function FishTable({ fish, speciesName }: { fish: FishView[]; speciesName: (id: string) => string }): Html {
  if (fish.length === 0) return <p class="muted">No fish logged in the competition window yet.</p>;
  return (
    <ScrollTable label="My fish" columns={['Fish', { heading: 'kg', numeric: true }, { heading: 'Points', numeric: true }, 'Counts?']}>
      {fish.map((f) => (
        <tr>
          <td>{speciesName(f.species)}</td>
          <td class="num">{f.weight_kg}</td>
          <td class="num">{f.counted ? f.points : ''}</td>
          <td>{f.reason === null ? 'Counts' : `No: ${reasonWords[f.reason]}`}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
