import type { Command } from 'commander'
import { describe, expect, it } from 'vitest'
import { buildProgram } from '../src/main.js'
import { runCli } from './helpers.js'

const allCommands = (command: Command): Command[] => [command, ...command.commands.flatMap(allCommands)]

describe('ledgerline --help', () => {
  it('describes every command and every option, so --help is complete on each', () => {
    const commands = allCommands(buildProgram()).filter((c) => c.name() !== 'help')
    expect(commands.map((c) => c.name())).toEqual(
      expect.arrayContaining([
        'migrate',
        'seed',
        'users',
        'list',
        'add',
        'sites',
        'remove',
        'tokens',
        'create',
        'revoke',
        'export',
      ]),
    )
    for (const command of commands) {
      expect(command.description(), command.name()).not.toBe('')
      for (const option of command.options) expect(option.description, `${command.name()} ${option.flags}`).not.toBe('')
      expect(command.helpInformation()).toContain('--help')
    }
  })

  it('ends the help of every leaf command with examples, and offers --json wherever it changes data', () => {
    const leaves = allCommands(buildProgram()).filter((c) => c.name() !== 'help' && c.commands.length === 0)
    expect(leaves.length).toBeGreaterThan(9)
    for (const command of leaves) {
      let help = ''
      command.configureOutput({ writeOut: (text) => (help += text) })
      command.outputHelp()
      expect(help, command.name()).toMatch(/\nExamples:\n {2}\$ /)
      // These write data in a --format of their choice (JSON among them).
      const data = ['export', 'report', 'audit', 'completion'].includes(command.name())
      if (!data)
        expect(
          command.options.map((o) => o.long),
          `${command.parent?.name()} ${command.name()}`,
        ).toContain('--json')
    }
  })

  it('prints the commands, the environment and the exit codes, and exits 0', async () => {
    const root = await runCli(['--help'], {})
    expect(root.code).toBe(0)
    for (const name of ['migrate', 'seed', 'users', 'sites', 'tokens', 'export']) expect(root.stdout).toContain(name)
    expect(root.stdout).toContain('DATABASE_URL')
    expect(root.stdout).toContain('LEDGERLINE_API_URL')
    expect(root.stdout).toContain('--no-input')
    expect(root.stdout).toMatch(/Exit codes: 0 success, 1 failure, 2 wrong usage/)

    const exportHelp = await runCli(['export', '--help'], {})
    expect(exportHelp.code).toBe(0)
    for (const flag of ['--format', '--status', '--priority', '--since', '--out', '--api', '--token', '--timeout'])
      expect(exportHelp.stdout).toContain(flag)
  })

  it('answers an unknown command with exit 2 and a hint on stderr', async () => {
    const result = await runCli(['frobnicate'], {})
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain("unknown command 'frobnicate'")
  })
})
