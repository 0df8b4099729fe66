#!/usr/bin/env python3
"""Planted-typo recall check for twlint on a real Swift tree (a tool, not run by CI).

Usage:
    Tests/recall/plant-typos.py --twlint .build/debug/twlint --root /path/to/swiftcn Sources Examples Tests
    Tests/recall/plant-typos.py --twlint .build/debug/twlint --root /path/to/swiftcn/docs-blocks .

What it does:
  1. Copies the given folders of --root to a temporary directory.
  2. Finds every single-line string literal (not raw, not multi-line, not in a comment, not a
     dictionary key) whose words all look like class tokens, and plants a unique unknown class
     `zqtypo<N>` at its start, in every file at once (each literal gets its own name).
  3. Runs `twlint --format json` once on the copy and counts a literal as caught when a finding
     names its planted class.
  4. Classifies each literal by its syntactic context, independently of twlint: `sink` when it
     sits inside the arguments of a class sink (`.tw`, `.twNative`, `.twAnimation`, `cn`,
     `cn { }`, `TWClasses`, `TWStyle`, `TWStyle.parse`, `.classes`, `TWStyleResolver.resolve`,
     `TWGlobalRules`/`.init` values, a `classes:` label, `named[...] =`, a `TWClasses`/`TWStyle`
     declaration or computed property, `@Test(arguments:)`), otherwise by the nearest enclosing
     call (`constant`, `for-in`, `Image`, `accessibilityIdentifier`, ...).
  5. Prints, per folder, the literals in sink context, how many twlint caught, and every missed
     one with its context, then the other contexts with their caught counts (a literal there
     reaches a sink only through a constant or a parameter, which needs reading by hand).

A missed literal in sink context is a recall gap unless the sink is dead code or the planted
literal is a key rather than classes; the report lists them for that judgement.
"""
import argparse, collections, json, os, re, shutil, subprocess, sys, tempfile

TOKEN = re.compile(r'^[!a-z0-9\[][A-Za-z0-9:/\.\-_,#%\[\]@X]*$')
SINK_FRAMES = {'cn', 'cn{', 'TWClasses', 'TWStyle', 'TWStyleResolver.resolve', 'TWClasses{', 'TWStyle{', 'TWClasses['}
SINK_METHODS = ('tw', 'twNative', 'twAnimation', 'classes', 'parse')  # `.tw(`, `text.tw(`, `TWStyle.parse(`
SINK_LABELS = {'classes', 'dayClasses'}
RULE_FRAMES = {'TWGlobalRules', '.init'}
RULE_LABELS = {'view', 'button', 'named'}


def scan(text):
    """Yields (start, end, nested, frames, prefix) for every single-line string literal.

    frames is the stack of enclosing (name, label) pairs; prefix is the line text before it."""
    out = []
    i, n = 0, len(text)
    stack = []  # list of [name, label]

    def ident_before(pos):
        j = pos - 1
        while j >= 0 and text[j] in ' \t':
            j -= 1
        k = j
        while k >= 0 and (text[k].isalnum() or text[k] in '_.'):
            k -= 1
        name = text[k + 1:j + 1]
        if k >= 0 and text[k] == '@':
            name = '@' + name
        return name

    def string_at(pos, depth):
        # pos at opening quote of a single-line literal; returns index after closing quote
        j = pos + 1
        while j < n:
            c = text[j]
            if c == '\\' and j + 1 < n and text[j + 1] == '(':
                j = interp(j + 2, depth + 1)
                continue
            if c == '\\':
                j += 2
                continue
            if c == '"':
                return j + 1
            if c == '\n':
                return j
            j += 1
        return j

    def interp(pos, depth):
        # inside \( ... ), returns index after the matching ')'
        level = 1
        j = pos
        while j < n and level:
            c = text[j]
            if c == '"' and text.startswith('"""', j):
                return j
            if c == '"':
                end = string_at(j, depth)
                record(j, end, True)
                j = end
                continue
            if c == '(':
                level += 1
            elif c == ')':
                level -= 1
            j += 1
        return j

    def record(start, end, nested):
        line_start = text.rfind('\n', 0, start) + 1
        out.append((start, end, nested, [tuple(f) for f in stack], text[line_start:start]))

    while i < n:
        c = text[i]
        if text.startswith('//', i):
            i = text.find('\n', i)
            i = n if i < 0 else i
            continue
        if text.startswith('/*', i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith('/*', i):
                    depth += 1; i += 2
                elif text.startswith('*/', i):
                    depth -= 1; i += 2
                else:
                    i += 1
            continue
        if c == '#' and i + 1 < n and text[i + 1] in '#"':
            j = i
            while j < n and text[j] == '#':
                j += 1
            hashes = j - i
            if text.startswith('"""', j):
                close = '"""' + '#' * hashes
                k = text.find(close, j + 3)
            else:
                close = '"' + '#' * hashes
                k = text.find(close, j + 1)
            i = n if k < 0 else k + len(close)
            continue
        if text.startswith('"""', i):
            k = text.find('"""', i + 3)
            i = n if k < 0 else k + 3
            continue
        if c == '"':
            end = string_at(i, 0)
            record(i, end, False)
            i = end
            continue
        if c in '([{':
            name = ident_before(i)
            if c == '(':
                stack.append([name or '(', None])
            elif c == '[':
                prefix = text[text.rfind('\n', 0, i) + 1:i]
                if re.search(r':\s*\[\s*String\s*:\s*(TWClasses|TWStyle)\s*\]\s*=\s*$', prefix):
                    stack.append(['TWClasses[', None])  # values of a typed dictionary are class strings
                else:
                    stack.append([(name + '[') if name else '[', None])
            else:
                prefix = text[text.rfind('\n', 0, i) + 1:i]
                m = re.search(r':\s*(TWClasses|TWStyle)\??\s*$', prefix)
                if m:
                    stack.append([m.group(1) + '{', None])
                elif name == 'cn':
                    stack.append(['cn{', None])
                else:
                    stack.append([(name + '{}') if name else '{}', None])
            i += 1
            continue
        if c in ')]}':
            if stack:
                stack.pop()
            i += 1
            continue
        if c == ',' and stack:
            stack[-1][1] = None
            i += 1
            continue
        if c == ':' and stack and not text.startswith('::', i) and not stack[-1][0].endswith(('[', '{', '{}')):
            name = ident_before(i)
            if name and re.match(r'^[A-Za-z_]\w*$', name):
                stack[-1][1] = name
            i += 1
            continue
        i += 1
    return out


def looks_like_classes(body):
    flat = re.sub(r'\\\((?:[^()]|\([^()]*\))*\)', 'X', body)
    words = flat.split()
    return bool(words) and all(TOKEN.match(w) for w in words)


def classify(frames, prefix):
    if frames and frames[-1][0].endswith('named['):
        return 'other', 'named key'
    if re.search(r'named\[[^\]]*\]\s*=\s*(\.classes\()?\s*$', prefix):
        return 'sink', 'named[...] ='
    if re.search(r':\s*(TWClasses|TWStyle)\??\s*=\s*$', prefix):
        return 'sink', 'typed declaration'
    for name, label in reversed(frames):
        base = name if name in SINK_FRAMES or name.endswith('{}') else name.rstrip('[')
        if name in SINK_FRAMES or base in SINK_FRAMES or base.rsplit('.', 1)[-1] in SINK_METHODS and '.' in base:
            return 'sink', name
        if label in SINK_LABELS:
            return 'sink', f'{name}({label}:)'
        if base in RULE_FRAMES and label in RULE_LABELS:
            return 'sink', f'{name}({label}:)'
        if name == '@Test' and label == 'arguments':
            return 'sink', '@Test(arguments:)'
        if name not in ('(', '[', '{}'):
            break  # the arguments of any other call are that call's values, not class strings
    if re.search(r'\bfor\s+\w+\s+in\s*\[?\s*$', prefix) or (frames and re.search(r'\bfor\s+\w+\s+in\s*\[', prefix)):
        return 'other', 'for-in'
    if re.search(r'\b(let|var)\s+\w+\s*=\s*$', prefix):
        return 'other', 'constant'
    if frames:
        name, label = next(((f, l) for f, l in reversed(frames) if f not in ('(', '[', '{}')), frames[-1])
        return 'other', name + (f'({label}:)' if label else '')
    return 'other', 'top level'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--twlint', required=True)
    ap.add_argument('--root', required=True)
    ap.add_argument('--show-other', action='store_true', help='also list missed literals outside sink context')
    ap.add_argument('folders', nargs='+')
    args = ap.parse_args()
    twlint = os.path.abspath(args.twlint)
    work = tempfile.mkdtemp(prefix='plant-typos-')
    try:
        for folder in args.folders:
            src = os.path.join(args.root, folder)
            dst = os.path.join(work, folder)
            if os.path.isdir(src):
                shutil.copytree(src, dst, dirs_exist_ok=True)
        sites = []  # (folder, rel, line, literal, kind, context, name)
        counter = 0
        for folder in args.folders:
            for dirpath, _, files in os.walk(os.path.join(work, folder)):
                for f in sorted(files):
                    if not f.endswith('.swift'):
                        continue
                    path = os.path.join(dirpath, f)
                    text = open(path, encoding='utf-8', newline='').read()
                    plants = []
                    for start, end, nested, frames, prefix in scan(text):
                        if end <= start + 1 or text[end - 1] != '"':
                            continue
                        body = text[start + 1:end - 1]
                        after = text[end:end + 40].lstrip(' \t')
                        before = text[:start].rstrip()[-1:]
                        if after.startswith(':') and before in '[,' and not nested:
                            continue  # a dictionary key names a class; it is not a class string
                        if not looks_like_classes(body):
                            continue
                        counter += 1
                        name = f'zqtypo{counter}'
                        kind, context = classify(frames, prefix)
                        line = text.count('\n', 0, start) + 1
                        rel = os.path.relpath(path, work)
                        sites.append((folder, rel, line, body, kind, context, name))
                        plants.append((start + 1, name + ' '))
                    for pos, ins in sorted(plants, reverse=True):
                        text = text[:pos] + ins + text[pos:]
                    open(path, 'w', encoding='utf-8', newline='').write(text)
        run = subprocess.run([twlint, '--format', 'json', *args.folders], cwd=work, capture_output=True, text=True)
        try:
            findings = json.loads(run.stdout)['findings']
        except (ValueError, KeyError):
            sys.exit(f'twlint did not print JSON (exit {run.returncode}): {run.stderr[:2000]}')
        reported = set()
        for finding in findings:
            # Only the class a finding is about counts; theme-token lists in messages name planted keys too.
            m = re.match(r'[^()]*?\b(zqtypo\d+)\b', finding.get('message', ''))
            if m:
                reported.add(m.group(1))
        by_folder = collections.defaultdict(list)
        for site in sites:
            by_folder[site[0]].append(site)
        total_sink = total_caught = 0
        for folder in args.folders:
            rows = by_folder[folder]
            sink = [r for r in rows if r[4] == 'sink']
            caught = [r for r in sink if r[6] in reported]
            total_sink += len(sink); total_caught += len(caught)
            print(f'{folder}: {len(rows)} class-shaped literals, {len(sink)} in sink context, '
                  f'{len(caught)} caught, {len(sink) - len(caught)} missed')
            for r in sink:
                if r[6] not in reported:
                    print(f'  MISSED {r[1]}:{r[2]}: "{r[3]}"  [{r[5]}]')
            other = collections.defaultdict(lambda: [0, 0])
            for r in rows:
                if r[4] != 'sink':
                    other[r[5]][0] += 1
                    other[r[5]][1] += r[6] in reported
            for context, (count, hit) in sorted(other.items(), key=lambda kv: -kv[1][0]):
                print(f'  other context {context}: {count} literals, {hit} caught')
                if args.show_other:
                    for r in rows:
                        if r[4] != 'sink' and r[5] == context and r[6] not in reported:
                            print(f'    not reported {r[1]}:{r[2]}: "{r[3]}"')
        print(f'TOTAL: {total_sink} literals in sink context, {total_caught} caught, {total_sink - total_caught} missed')
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main()
