#!/usr/bin/env python3
"""Transcribes JaCzekanski/ps1-tests gte-fuzz/gte_valid_0xc0ffee_50.log (commit
f727802fead11f1daa7549285548392ef87749cb) into the vector form gte_hardware.rs reads.

    convert.py LOG FULL_OUT SUBSET_OUT

FULL_OUT gets all 1150 tests (for DEWRIP_GTE_FUZZ_FULL); SUBSET_OUT the committed subset: per
command, tests chosen greedily to cover the most FLAG bits and sf/lm (and MVMVA's mx/v/cv)
values, PER_COMMAND of them (MVMVA: 3x).
"""
import re
import sys

PER_COMMAND = 8

def parse(path):
    tests, cur = [], None
    for line in open(path):
        line = line.strip()
        m = re.match(r'Test (\d+)$', line)
        if m:
            cur = {'n': int(m.group(1)), 'in': [None] * 64, 'out': [None] * 64,
                   'cmd': None, 'name': 'REG', 'fields': {}}
            tests.append(cur)
            continue
        m = re.match(r'([<>]) r\[(\d+)\] = 0x([0-9a-f]{8})$', line)
        if m:
            (cur['in'] if m.group(1) == '>' else cur['out'])[int(m.group(2))] = m.group(3)
            continue
        m = re.match(r'GTE 0x([0-9a-f]{2}) (\S+) \(sf=(\d), lm=(\d), tx=(\d), vx=(\d), mx=(\d)\)$', line)
        if m:
            op = int(m.group(1), 16)
            sf, lm, tx, vx, mx = map(int, m.groups()[2:])
            # gte-fuzz's union Command: cmd 0-5, lm 10, cv 13-14, v 15-16, mx 17-18, sf 19.
            cur['cmd'] = op | lm << 10 | tx << 13 | vx << 15 | mx << 17 | sf << 19
            cur['name'] = m.group(2)
            cur['fields'] = {'sf': sf, 'lm': lm, 'cv': tx, 'v': vx, 'mx': mx}
    for t in tests:
        assert None not in t['in'] and None not in t['out'], t['n']
    return tests

def line(t):
    cmd = 'none' if t['cmd'] is None else '%06x' % t['cmd']
    return '%d %s %s %s %s\n' % (t['n'], t['name'], cmd, ''.join(t['in']), ''.join(t['out']))

def features(t):
    flag = int(t['out'][63], 16)
    f = {('flag', b) for b in range(12, 32) if flag >> b & 1}
    keys = ['sf', 'lm'] + (['mx', 'v', 'cv'] if t['name'] == 'MVMVA' else [])
    f |= {(k, t['fields'][k]) for k in keys if k in t['fields']}
    return f

def subset(tests):
    chosen = []
    for name in dict.fromkeys(t['name'] for t in tests):
        group = [t for t in tests if t['name'] == name]
        want = PER_COMMAND * (3 if name == 'MVMVA' else 1)
        picked, covered = [], set()
        while len(picked) < min(want, len(group)):
            rest = [t for t in group if t not in picked]
            best = max(rest, key=lambda t: (len(features(t) - covered), -t['n']))
            picked.append(best)
            covered |= features(best)
        chosen += sorted(picked, key=lambda t: t['n'])
    return chosen

def main():
    log, full, sub = sys.argv[1:4]
    tests = parse(log)
    assert len(tests) == 1150, len(tests)
    header = ('# JaCzekanski/ps1-tests gte-fuzz/gte_valid_0xc0ffee_50.log @ '
              'f727802fead11f1daa7549285548392ef87749cb (recorded on a PlayStation)\n'
              '# number name command-word 64x input (r0..r63) 64x output (r0..r63)\n')
    with open(full, 'w') as f:
        f.write(header)
        f.writelines(line(t) for t in tests)
    with open(sub, 'w') as f:
        f.write(header)
        f.writelines(line(t) for t in subset(tests))

main()
