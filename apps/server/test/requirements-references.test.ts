import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every § reference in the repository (`§5`, `§2`, `§7`, …) points at a section, subsection or numbered item of
 * docs/requirements.md, so a reader of the repository alone can follow it. A § right after an RFC number
 * (`RFC 8259 §8.1`) cites that RFC and is left alone.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const requirementsPath = 'docs/requirements.md';

/** `## 5. Validation rules`, `### 2.4 Login`, and list items `- **2.4.1** …`. */
const HEADING = /^#{2,3} (\d+(?:\.\d+)*)\.? /;
const ITEM = /^\s*[-*] \*\*(\d+(?:\.\d+)+)\*\* /;
const REFERENCE = /(?<!\bRFC ?\d+,? ?)§(\d+(?:\.\d+)*)/g;

const definedNumbers = (markdown: string): string[] =>
  markdown.split('\n').flatMap((line) => {
    const match = HEADING.exec(line) ?? ITEM.exec(line);
    return match ? [match[1]!] : [];
  });

const referencesIn = (text: string): string[] => [...text.matchAll(REFERENCE)].map((m) => m[1]!);

/** Tracked files plus new ones not ignored, so a reference is checked before it is committed. */
const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);

/** Text contents by path; binary files (screenshots) and files deleted in the working tree are skipped. */
const readText = (file: string): string | null => {
  let buffer: Buffer;
  try {
    buffer = readFileSync(path.join(root, file));
  } catch {
    return null;
  }
  return buffer.includes(0) ? null : buffer.toString('utf8');
};

describe('§ references resolve in docs/requirements.md', () => {
  const defined = definedNumbers(readFileSync(path.join(root, requirementsPath), 'utf8'));

  it('defines sections 1 to 9, each number once, each under its parent', () => {
    for (let section = 1; section <= 9; section += 1) expect(defined).toContain(String(section));
    expect(defined.filter((n, i) => defined.indexOf(n) !== i)).toEqual([]);
    const orphans = defined.filter((n) => n.includes('.') && !defined.includes(n.replace(/\.\d+$/, '')));
    expect(orphans).toEqual([]);
  });

  it('finds every reference of the repository in it', () => {
    const known = new Set(defined);
    const unresolved: string[] = [];
    let count = 0;
    for (const file of repositoryFiles()) {
      const text = file === requirementsPath ? null : readText(file);
      if (text === null || !text.includes('§')) continue;
      text.split('\n').forEach((line, index) => {
        for (const number of referencesIn(line)) {
          count += 1;
          if (!known.has(number)) unresolved.push(`${file}:${index + 1}: §${number}`);
        }
      });
    }
    // The scan itself worked: the code cites the requirements in hundreds of places.
    expect(count).toBeGreaterThan(100);
    expect(unresolved).toEqual([]);
  });

  it('tells a reference from an RFC citation', () => {
    // Spelled with an escape so that this file holds no reference of its own to an undefined number.
    const s = '\u00a7';
    expect(referencesIn(`the ${s}5 rule (${s}2, ${s}4.17); ${s}10`)).toEqual(['5', '2', '4.17', '10']);
    expect(referencesIn(`RFC 2046 ${s}5.1.1 and RFC 8259 ${s}8.1`)).toEqual([]);
  });
});
