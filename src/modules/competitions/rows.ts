// A competition as stored, and how it is read.
import type { Sql } from '../../db/store';
import type { Status } from './model';

export interface CompetitionRow {
  pk: number;
  id: string;
  name: string;
  description: string | null;
  starts_at: number;
  ends_at: number;
  time_zone: string;
  area: string | null;
  team_size: number;
  divisions: string;
  entry: 'open' | 'admin';
  weigh_in: 'required' | 'none';
  weighmasters: string;
  protest_hours: number;
  rules: string;
  status: Status;
  final_standings: string | null;
  created_at: number;
  updated_at: number;
}

export const competitionColumns =
  'pk, id, name, description, starts_at, ends_at, time_zone, area, team_size, divisions, entry, weigh_in, weighmasters, protest_hours, rules, status, final_standings, created_at, updated_at';

export async function findCompetitionRow(db: Sql, id: string): Promise<CompetitionRow | null> {
  const row = await db.get<CompetitionRow>(`SELECT ${competitionColumns} FROM competitions WHERE id = ?`, id);
  return row ?? null;
}
