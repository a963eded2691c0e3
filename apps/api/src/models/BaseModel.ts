import { Model, type Pojo } from 'objection'

/**
 * Normalises what the two databases hand back, so every API answer has one shape:
 * SQLite's 0/1 become booleans and PostgreSQL's Date objects become ISO strings.
 * Models are not bound to a global knex: services pass theirs (`Feedback.query(db)`),
 * so several servers (tests, the CLI) can live in one process.
 */
export class BaseModel extends Model {
  static booleanColumns: readonly string[] = []
  static dateColumns: readonly string[] = []

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json)
    const model = this.constructor as typeof BaseModel
    for (const column of model.booleanColumns) {
      if (parsed[column] !== undefined && parsed[column] !== null) parsed[column] = Boolean(parsed[column])
    }
    for (const column of model.dateColumns) {
      if (parsed[column] instanceof Date) parsed[column] = parsed[column].toISOString()
    }
    return parsed
  }
}

/** The one timestamp format we store: ISO 8601 in UTC. */
export const now = (): string => new Date().toISOString()
