import type { Command } from 'commander'
import type { SiteSummary } from '@ledgerline/api/cli'
import { withDatabase } from '../lib/database.js'
import { CliError } from '../lib/errors.js'
import { examples, note, printJson, printLine, printTable } from '../lib/output.js'
import { ask, choose, confirmOrFail } from '../lib/prompt.js'

interface AddOptions {
  name?: string
  origin?: string[]
  dailyLimit?: string
  json?: boolean
}

export function registerSites(program: Command): void {
  const sites = program
    .command('sites')
    .description('manage the sites that embed the feedback widget (name, key, allowed origins)')

  const add = sites
    .command('add')
    .description('register an embedding site and print its new site key')
    .option('--name <name>', "the site's name, for people")
    .option('--origin <origin...>', 'an origin the widget may submit from, e.g. https://www.example.com (repeatable)')
    .option('--daily-limit <n>', 'submissions accepted from the site per 24 hours, any address (default 10000)')
    .option('--json', 'print the whole site as JSON instead of only its key')
    .action(async (options: AddOptions) => {
      const name =
        options.name ??
        (await ask<string>('--name', {
          type: 'input',
          message: 'Site name',
          validate: (v: string) => v.trim() !== '' || 'A name is required',
        }))
      const origins =
        options.origin ??
        (
          await ask<string>('--origin', {
            type: 'input',
            message: 'Allowed origins (comma-separated, e.g. https://www.example.com)',
          })
        )
          .split(/[\s,]+/)
          .filter(Boolean)
      await withDatabase(async ({ api, db }) => {
        const dailyLimit = options.dailyLimit === undefined ? undefined : Number(options.dailyLimit)
        const site = await api.sitesService.add(db, { name, origins, dailyLimit }, api.cliActor())
        if (options.json) return printJson(site)
        printLine(site.key)
        note(
          `Added site #${site.id} "${site.name}" for ${site.origins.join(', ')}. Embed it with data-site-key="${site.key}".`,
        )
      })
    })
  examples(
    add,
    ['npx ledgerline sites add --name "Marketing site" --origin https://www.example.com --origin https://example.com'],
    "The key goes into the embedding page's data-site-key; the server accepts it only from the listed origins.\n" +
      'Origins are stored as browsers send them: https://WWW.Example.com:443 is https://www.example.com.',
  )

  const list = sites
    .command('list')
    .description('list the embedding sites with their keys and origins')
    .option('--json', 'print the sites as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ api, db }) => {
        const all = await api.sitesService.list(db)
        if (options.json) return printJson(all)
        printTable<SiteSummary>(
          all,
          [
            { header: 'ID', value: (s) => s.id },
            { header: 'NAME', value: (s) => s.name },
            { header: 'KEY', value: (s) => s.key },
            { header: 'ORIGINS', value: (s) => s.origins.join(' ') },
          ],
          'No sites yet: add one with `ledgerline sites add`.',
        )
      })
    })
  examples(list, ['npx ledgerline sites list', 'npx ledgerline sites list --json'])

  const remove = sites
    .command('remove')
    .description('remove an embedding site by id or key; its key stops working at once')
    .argument('[site]', "the site's id or key (asked for on a terminal when missing)")
    .option('-y, --yes', 'remove without asking (required without a terminal)')
    .option('--json', 'print the removed site as JSON')
    .action(async (idOrKey: string | undefined, options: { yes?: boolean; json?: boolean }) => {
      await withDatabase(async ({ api, db }) => {
        const all = await api.sitesService.list(db)
        const target =
          idOrKey ??
          String(
            await choose(
              '<site>',
              'Site to remove',
              () => Promise.resolve(all.map((s) => ({ name: `${s.name} (${s.origins.join(', ')})`, value: s.id }))),
              'There are no sites to remove.',
            ),
          )
        const site = all.find((s) => String(s.id) === target || s.key === target)
        if (!site) throw new CliError(`No site with id or key ${target}`)
        await confirmOrFail(
          options.yes,
          `Remove site #${site.id} "${site.name}" (${site.origins.join(', ')})? Its key stops working at once.`,
          `sites remove deletes site #${site.id} "${site.name}"`,
        )
        if (!(await api.sitesService.remove(db, site.id, api.cliActor())))
          throw new CliError(`No site with id or key ${target}`)
        if (options.json) return printJson({ removed: site })
        note(`Removed site #${site.id} "${site.name}".`)
      })
    })
  examples(remove, ['npx ledgerline sites remove 3', 'npx ledgerline sites remove lls_… --yes --json'])
}
