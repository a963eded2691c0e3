import { Argument, type Command } from 'commander'
import { examples } from '../lib/output.js'

interface Level {
  /** Subcommands, then options, offered after this command path. */
  words: string[]
  /** Options taking one of a fixed set of values: flag → values. */
  choices: Map<string, readonly string[]>
}

/** Every command path of the program ('' is the program itself) with what may follow it. */
function levels(command: Command, path = '', into = new Map<string, Level>()): Map<string, Level> {
  const subcommands = command.commands.filter((c) => c.name() !== 'help' && c.name() !== 'completion')
  const options = command.options.flatMap((o) => [o.short, o.long]).filter((f): f is string => Boolean(f))
  const choices = new Map<string, readonly string[]>()
  for (const option of command.options)
    if (option.argChoices)
      for (const flag of [option.short, option.long]) if (flag) choices.set(flag, option.argChoices)
  into.set(path, { words: [...subcommands.map((c) => c.name()), ...options, '--help'], choices })
  for (const sub of subcommands) levels(sub, path ? `${path} ${sub.name()}` : sub.name(), into)
  return into
}

/** A bash completion script for the program: commands, subcommands, options and their fixed values. */
export function bashCompletion(program: Command): string {
  const all = levels(program)
  const known = [...all.keys()].map((path) => `|${path}|`).join('')
  const wordsCases = [...all].map(([path, level]) => `    "${path}") words="${level.words.join(' ')}" ;;`).join('\n')
  const choiceCases = [...all]
    .flatMap(([path, level]) =>
      [...level.choices].map(([flag, values]) => `    "${path}:${flag}") words="${values.join(' ')}" ;;`),
    )
    .join('\n')
  return `# ledgerline completion for bash. Load it with:  source <(ledgerline completion bash)
_ledgerline() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" word candidate words=""
  for word in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    candidate="\${path:+$path }$word"
    [[ "${known}" == *"|$candidate|"* ]] && path="$candidate"
  done
  case "$path:$prev" in
${choiceCases}
  esac
  if [[ -z "$words" ]]; then
    case "$path" in
${wordsCases}
    esac
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _ledgerline ledgerline
`
}

/** zsh runs the bash script through its bashcompinit layer. */
export function zshCompletion(program: Command): string {
  return `#compdef ledgerline
# ledgerline completion for zsh. Load it with:  source <(ledgerline completion zsh)
autoload -U +X bashcompinit && bashcompinit
${bashCompletion(program).split('\n').slice(1).join('\n')}`
}

export function registerCompletion(program: Command): void {
  const completion = program
    .command('completion')
    .description('print the shell completion script for bash or zsh')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh']))
    .action((shell: 'bash' | 'zsh') => {
      process.stdout.write(shell === 'bash' ? bashCompletion(program) : zshCompletion(program))
    })
  examples(completion, [
    'source <(ledgerline completion bash)        # this shell; add it to ~/.bashrc to keep it',
    'ledgerline completion zsh > "${fpath[1]}/_ledgerline"',
  ])
}
