import { describe, expect, it } from 'vitest'
import { escapeMarkdown, exportFilename } from './export.js'

describe('exportFilename', () => {
  it('names the file by format and UTC date', () => {
    const date = new Date('2026-03-09T23:59:00Z')
    expect(exportFilename('json', date)).toBe('feedback-export-2026-03-09.json')
    expect(exportFilename('markdown', date)).toBe('feedback-export-2026-03-09.md')
  })
})

describe('escapeMarkdown', () => {
  it('turns HTML into inert entities', () => {
    expect(escapeMarkdown('<script>alert("x")</script> & <img src=x onerror=y>')).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/)
  })

  it('backslash-escapes the characters that start headings, lists, tables, links and emphasis', () => {
    expect(escapeMarkdown('# Title | a | b |')).toBe('\\# Title \\| a \\| b \\|')
    expect(escapeMarkdown('[click](javascript:alert(1))')).toBe('\\[click\\]\\(javascript:alert\\(1\\)\\)')
    expect(escapeMarkdown('*bold* _it_ `code` ~~s~~')).toBe('\\*bold\\* \\_it\\_ \\`code\\` \\~\\~s\\~\\~')
    expect(escapeMarkdown('1. item')).toBe('1\\. item')
  })

  it('flattens line breaks in one-line fields and drops leading indentation in multi-line ones', () => {
    expect(escapeMarkdown('a\n# b\r\nc')).toBe('a \\# b c')
    expect(escapeMarkdown('a\n    indented code\n---', true)).toBe('a\nindented code\n\\-\\-\\-')
  })
})
