"""Cuts the Latin face of Inter (SIL Open Font License 1.1, from @fontsource-variable/inter) in two and
writes apps/web/src/fonts.css to match (issue 25: the sign-in page's first visit within 120 kB).

- inter-basic-wght.woff2: ASCII and the common typographic punctuation, which is all the sign-in page and
  most screens show; weights 400-700 only (the app uses 400, 500, 600 and bold), so the 100-300 and 800-900
  masters drop out. About 19 kB against the whole Latin face's 47 kB.
- inter-latin-rest-wght.woff2: the rest of fontsource's Latin range; the browser fetches it only for a page
  that shows one of its characters (unicode-range).
The other scripts (Latin Extended, Cyrillic, Greek, Vietnamese) stay fontsource's own, under its family name.

Run from the repository root after `npm ci`, with fontTools and brotli for Python (Debian:
`apt-get install python3-fonttools python3-brotli`):  /usr/bin/python3 scripts/subset-inter.py
The outputs are committed: the build does not need Python.
"""

import os
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
OUT = os.path.join(ROOT, 'apps/web/src/assets/fonts')
CSS = os.path.join(ROOT, 'apps/web/src/fonts.css')

BASIC = [(0x20, 0x7E), 0xA0, 0xA9, 0xAE, 0xB7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
         0x2026, 0x2032, 0x2033, 0x2039, 0x203A, 0x20AC, 0x2122, 0x2212, 0xFEFF, 0xFFFD]
# fontsource's Latin range (its wght.css).
LATIN = [(0x00, 0xFF), 0x131, (0x152, 0x153), (0x2BB, 0x2BC), 0x2C6, 0x2DA, 0x2DC, 0x304, 0x308, 0x329,
         (0x2000, 0x206F), 0x20AC, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xFEFF, 0xFFFD]
# Glyph substitutions the app asks for (styles.css: cv11, ss01; tabular numbers) and the usual shaping.
FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case', 'cv11', 'ss01']
WEIGHTS = (400, 700)


def points(ranges):
    out = set()
    for r in ranges:
        lo, hi = r if isinstance(r, tuple) else (r, r)
        out.update(range(lo, hi + 1))
    return out


def css_range(codepoints):
    cps = sorted(codepoints)
    parts, start = [], cps[0]
    for prev, cur in zip(cps, cps[1:] + [None]):
        if cur != prev + 1:
            parts.append(f'U+{start:04X}' if start == prev else f'U+{start:04X}-{prev:04X}')
            start = cur
    return ','.join(parts)


def cut(codepoints, name):
    font = TTFont(SOURCE)
    options = subset.Options()
    options.layout_features = FEATURES
    options.flavor = 'woff2'
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints)
    subsetter.subset(font)
    font = instancer.instantiateVariableFont(font, {'wght': WEIGHTS})
    font.flavor = 'woff2'
    path = os.path.join(OUT, name)
    font.save(path)
    print(f'{name}: {os.path.getsize(path)} bytes')


basic = points(BASIC)
rest = points(LATIN) - basic - set(range(0x00, 0x20)) - set(range(0x7F, 0xA0))
os.makedirs(OUT, exist_ok=True)
cut(basic, 'inter-basic-wght.woff2')
cut(rest, 'inter-latin-rest-wght.woff2')

face = """@font-face {{
  font-family: 'Inter Portico';
  font-style: normal;
  font-display: swap;
  font-weight: {lo} {hi};
  src: url('./assets/fonts/{file}') format('woff2');
  unicode-range: {range};
}}
"""
with open(CSS, 'w') as css:
    css.write("""/*
 * Written by scripts/subset-inter.py: Inter (SIL Open Font License 1.1, assets/fonts/LICENSE.txt). Latin
 * comes in two files, so a page of plain English downloads only the first; the other scripts are
 * fontsource's faces under their own family name, the next in --font-sans (styles.css).
 */
@import '@fontsource-variable/inter/wght.css';

""")
    css.write(face.format(lo=WEIGHTS[0], hi=WEIGHTS[1], file='inter-basic-wght.woff2', range=css_range(basic)))
    css.write('\n')
    css.write(face.format(lo=WEIGHTS[0], hi=WEIGHTS[1], file='inter-latin-rest-wght.woff2', range=css_range(rest)))
