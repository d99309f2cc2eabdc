// Pieces of the competition pages: the standings table (also the live fragment and the
// printable results) and an entry's fish with the reason each counts or not.
import type { Html } from '#jsx/jsx-runtime';
import { ScrollTable } from '../../web/components';
import type { FishView, StandingView } from './standings';
import { kilos, reasonWords } from './wording';
import type { Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export const entryName = (s: { team_name: string | null; divers: { display_name: string }[] }, locale: Language): string =>
  s.team_name ?? (s.divers.map((d) => d.display_name).join(', ') || m.competition_nobody({}, { locale }));

export function StandingsTable(props: { standings: StandingView[]; speciesName: (id: string) => string; locale: Language }): Html {
  const { standings, speciesName, locale } = props;
  const o = { locale };
  if (standings.length === 0) return <p class="muted">{m.competition_no_entries({}, o)}</p>;
  return (
    <ScrollTable
      id="standings-table"
      label={m.competition_standings({}, o)}
      columns={[
        { heading: m.competition_rank({}, o), numeric: true },
        m.competition_entry({}, o),
        { heading: m.competition_points({}, o), numeric: true },
        { heading: m.competition_fish({}, o), numeric: true },
        m.competition_biggest({}, o),
      ]}
    >
      {standings.map((s) => (
        <tr>
          <td class="num">{s.rank}</td>
          <td>
            {entryName(s.entry, locale)}
            {s.entry.team_name && <span class="muted"> ({s.entry.divers.map((d) => d.display_name).join(', ')})</span>}
            {s.entry.division && <span class="muted"> · {s.entry.division}</span>}
          </td>
          <td class="num">{s.points}</td>
          <td class="num">{s.fish}</td>
          <td>{s.biggest ? `${speciesName(s.biggest.species)} ${kilos(s.biggest.weight_kg, locale)}` : ''}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function FishTable(props: { fish: FishView[]; speciesName: (id: string) => string; locale: Language }): Html {
  const { fish, speciesName, locale } = props;
  const o = { locale };
  if (fish.length === 0) return <p class="muted">{m.competition_no_fish({}, o)}</p>;
  const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return (
    <ScrollTable
      label={m.competition_my_fish({}, o)}
      columns={[
        m.competition_fish({}, o),
        { heading: 'kg', numeric: true },
        { heading: m.competition_points({}, o), numeric: true },
        m.competition_counts_question({}, o),
      ]}
    >
      {fish.map((f) => (
        <tr>
          <td>{speciesName(f.species)}</td>
          <td class="num">{kg.format(f.weight_kg)}</td>
          <td class="num">{f.counted ? f.points : ''}</td>
          <td>{f.reason === null ? m.competition_counts({}, o) : m.competition_counts_not({ reason: reasonWords[f.reason]({}, o) }, o)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
