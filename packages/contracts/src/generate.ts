// The TypeScript types of src/types/ are written from the joi schemas of src/schemas/, one file per domain:
// `npm run generate -w @ledgerline/contracts` rewrites them, and src/types.test.ts fails while a committed file
// differs from what the schemas generate, so a schema and its type cannot drift apart.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Joi from 'joi'
import { convertSchema, type Settings } from 'joi-to-typescript'
import { format, resolveConfig } from 'prettier'
import * as constants from './constants.js'
import * as schemas from './schemas/domains.js'

const typesDir = fileURLToPath(new URL('./types/', import.meta.url))

const settings: Partial<Settings> = {
  useLabelAsInterfaceName: false,
  sortPropertiesByName: false,
  defaultToRequired: false,
  treatDefaultedOptionalAsRequired: false,
}

/** A constant's union, spelled out by joi-to-typescript, is written as the constant's type instead. */
const NAMED_UNIONS: Record<string, readonly string[]> = {
  Role: constants.ROLES,
  Portal: constants.PORTALS,
  UserStatus: constants.USER_STATUSES,
  ConversationStatus: constants.CONVERSATION_STATUSES,
  DocumentStatus: constants.DOCUMENT_STATUSES,
  DocumentCategory: constants.DOCUMENT_CATEGORIES,
  NotificationType: constants.NOTIFICATION_TYPES,
  EnvironmentKind: constants.ENVIRONMENT_KINDS,
  AuditAction: constants.AUDIT_ACTIONS,
  WebhookEventType: constants.WEBHOOK_EVENTS,
  WebhookFormat: constants.WEBHOOK_FORMATS,
  WebhookDeliveryState: constants.WEBHOOK_DELIVERY_STATES,
  FeedbackStatus: constants.FEEDBACK_STATUSES,
  FeedbackPriority: constants.FEEDBACK_PRIORITIES,
  FeedbackCategory: constants.FEEDBACK_CATEGORIES,
  FeedbackReporterSource: constants.FEEDBACK_REPORTER_SOURCES,
  ExportFormat: constants.EXPORT_FORMATS,
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Replaces each constant's union by its type's name; the names used, to import. */
function nameUnions(content: string, used: Set<string>): string {
  // Longest first, so that a union containing another (ROLES, INTERNAL_ROLES) is matched whole.
  const unions = Object.entries(NAMED_UNIONS).sort(([, a], [, b]) => b.length - a.length)
  for (const [name, values] of unions) {
    const union = values.map((value) => `'${value}'`).join(' | ')
    const pattern = new RegExp(`(?<!' \\| )${escape(union)}(?! \\| ')`, 'g')
    if (pattern.test(content)) {
      used.add(name)
      content = content.replace(pattern, name)
    }
  }
  return content
}

/** The name `named()` gave a schema; the last one counts, as for joi-to-typescript (`.keys()` keeps the metas). */
const classNameOf = (schema: Joi.Schema): string | undefined =>
  (schema.describe().metas as Array<{ className?: string }> | undefined)?.findLast((meta) => meta.className)?.className

/** Every domain's generated file: its name in src/types/ and its text. */
export async function generateTypes(): Promise<Map<string, string>> {
  const domains = Object.entries(schemas)
  const home = new Map<string, string>()
  for (const [domain, exports] of domains)
    for (const value of Object.values(exports)) {
      const name = Joi.isSchema(value) ? classNameOf(value) : undefined
      if (name) home.set(name, domain)
    }
  const prettier = await resolveConfig(join(typesDir, 'x.ts'))
  const files = new Map<string, string>()
  for (const [domain, exports] of domains) {
    const blocks: string[] = []
    const used = new Set<string>()
    const constantsUsed = new Set<string>()
    const contracts = Object.values(exports as Record<string, unknown>)
      .filter((value): value is Joi.Schema => Joi.isSchema(value) && classNameOf(value) !== undefined)
      .sort((a, b) => classNameOf(a)!.localeCompare(classNameOf(b)!))
    for (const value of contracts) {
      const converted = convertSchema(settings, value, undefined, true)
      if (!converted) throw new Error(`${domain}: cannot convert ${classNameOf(value)}`)
      // Type aliases rather than interfaces: hapi types a route's params, query and payload as records, which an
      // interface (without an index signature) is not assignable to.
      // And a string that may be empty is a string: joi-to-typescript spells `.allow('')` out as `string | ''`.
      const content = converted.content
        .replace(/^export interface (\w+) \{/m, 'export type $1 = {')
        .replace(/^(.*\bstring\b.*?) \| ''(.*)$/gm, '$1$2')
      blocks.push(nameUnions(content, constantsUsed))
      for (const type of converted.customTypes) used.add(type)
    }
    if (blocks.length === 0) continue
    const imports = new Map<string, string[]>()
    for (const type of [...used].sort()) {
      const from = home.get(type)
      if (!from) throw new Error(`${domain}: ${type} is named nowhere in src/schemas/`)
      if (from !== domain) imports.set(from, [...(imports.get(from) ?? []), type])
    }
    const text = [
      `// Generated from src/schemas/${domain}.ts by \`npm run generate -w @ledgerline/contracts\`: edit the schemas, not this file.`,
      ...(constantsUsed.size ? [`import type { ${[...constantsUsed].sort().join(', ')} } from '../constants.js'`] : []),
      ...[...imports].map(([from, types]) => `import type { ${types.join(', ')} } from './${from}.js'`),
      '',
      ...blocks.map((block) => `${block}\n`),
    ].join('\n')
    files.set(`${domain}.ts`, await format(text, { ...prettier, parser: 'typescript' }))
  }
  return files
}

/** The committed files, to compare with what the schemas generate. */
export const committedType = (file: string): string | undefined => {
  try {
    return readFileSync(join(typesDir, file), 'utf8')
  } catch {
    return undefined
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of await generateTypes()) {
    if (committedType(file) !== text) {
      writeFileSync(join(typesDir, file), text)
      console.log(`wrote src/types/${file}`)
    }
  }
}
