import type { Command } from 'commander'
import type { SiteSummary } from '@ledgerline/api/sites/service'
import { withDatabase } from '../lib/database.js'
import { CliError } from '../lib/errors.js'
import { note, printJson, printLine, printTable } from '../lib/output.js'
import { ask, choose } from '../lib/prompt.js'

interface AddOptions {
  name?: string
  origin?: string[]
  json?: boolean
}

export function registerSites(program: Command): void {
  const sites = program
    .command('sites')
    .description('manage the sites that embed the feedback widget (name, key, allowed origins)')

  sites
    .command('add')
    .description('register an embedding site and print its new site key')
    .option('--name <name>', "the site's name, for people")
    .option('--origin <origin...>', 'an origin the widget may submit from, e.g. https://www.example.com (repeatable)')
    .option('--json', 'print the whole site as JSON instead of only its key')
    .addHelpText(
      'after',
      '\nThe key goes into the embedding page\'s data-site-key; the server accepts it only from the listed origins.\n\nExample:\n  $ npx ledgerline sites add --name "Marketing site" --origin https://www.example.com --origin https://example.com',
    )
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
      await withDatabase(async ({ db }) => {
        const { sitesService } = await import('@ledgerline/api/sites/service')
        const { cliActor } = await import('@ledgerline/api/audit/service')
        const site = await sitesService.add(db, { name, origins }, cliActor())
        if (options.json) return printJson(site)
        printLine(site.key)
        note(
          `Added site #${site.id} "${site.name}" for ${site.origins.join(', ')}. Embed it with data-site-key="${site.key}".`,
        )
      })
    })

  sites
    .command('list')
    .description('list the embedding sites with their keys and origins')
    .option('--json', 'print the sites as JSON')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const { sitesService } = await import('@ledgerline/api/sites/service')
        const list = await sitesService.list(db)
        if (options.json) return printJson(list)
        printTable<SiteSummary>(
          list,
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

  sites
    .command('remove')
    .description('remove an embedding site by id or key; its key stops working at once')
    .argument('[site]', "the site's id or key (asked for on a terminal when missing)")
    .action(async (idOrKey: string | undefined) => {
      await withDatabase(async ({ db }) => {
        const { sitesService } = await import('@ledgerline/api/sites/service')
        const { cliActor } = await import('@ledgerline/api/audit/service')
        const target =
          idOrKey ??
          String(
            await choose(
              '<site>',
              'Site to remove',
              async () =>
                (await sitesService.list(db)).map((s) => ({
                  name: `${s.name} (${s.origins.join(', ')})`,
                  value: s.id,
                })),
              'There are no sites to remove.',
            ),
          )
        if (!(await sitesService.remove(db, target, cliActor()))) throw new CliError(`No site with id or key ${target}`)
        note(`Removed site ${target}.`)
      })
    })
}
