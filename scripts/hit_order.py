#!/usr/bin/env python3
"""Regenerate `crates/kiln-cli/hit_path.order`: the functions a disk-cache hit runs, which the
linker places next to each other at the start of `kiln`'s text (see `crates/kiln-cli/build.rs`).

    python3 scripts/hit_order.py [MODULE.hlo ...]    (default: every ../shared/bench module)

Why: a fresh process takes one page fault per 64 KiB window of the binary that it first
executes code in (the kernel maps a window at a time), each costing 3-4 us in a VM. A hit runs
some 180 functions, and left where the compiler put them they lie in about 20 such windows
spread over 12 MiB of text; placed together they fill two or three. And a hit's code is
usually no longer in any CPU cache (the previous process evicted it): the functions every
module's hit runs (the core) come first, between the markers `kiln_hit_path_begin` and
`kiln_hit_path_core_end`, so that the hit can read that range ahead in one pass
(`kiln_cache::hit_path`) instead of missing on each line as it first runs it.

How: for each module, `kiln bench --compile-only` runs under valgrind with an empty cache
directory, storing an entry, and once more (callgrind) to hit it, with only
`CpuBackend::prepare` and what it calls collected; the functions that ran instructions of their
own in the hit make the file: those of every module first, then by how many modules ran them,
each group in the order callgrind first saw them, with the core's functions that also run
before the hit (a `--dump-before` run) spread through it. It must be `kiln` itself: symbol names
carry a hash of the build's configuration, and another binary of the workspace (an example,
a test) has other hashes for the same functions. About a minute for all modules. Valgrind's
CPU has no AVX-512, so blake3's AVX-512 routines are added next to the ones it ran. Symbols
the linker cannot find (renamed by a later change) are skipped without a warning, so a stale
file only costs speed; rerun this after changing any crate on the hit path (an edit can
change the `.llvm.N` suffix of a promoted local function's name).
"""

import fnmatch
import json
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(REPO, "..", "shared", "bench")
KILN = os.path.join(REPO, "target", "release", "kiln")
OUT = os.path.join(REPO, "crates", "kiln-cli", "hit_path.order")
PREPARE = "_ZN*CpuBackend*Backend*7prepare*"
# The markers around the core (defined in crates/kiln-cli/src/hit_path.rs).
BEGIN = "kiln_hit_path_begin"
CORE_END = "kiln_hit_path_core_end"
# At most this many bytes of the core between two functions that run before the hit.
GAP = 16 << 10


def bench(module):
    """Obtain the executable of `module` through the cache, nothing run."""
    return [KILN, "bench", module, "--json", "--compile-only"]


def callgrind_functions(module, cache_dir, out_file):
    """The functions that ran instructions of their own in one cache hit of `module`, in the
    order callgrind lists them; those of them above `prepare` on the stack (its callers,
    theirs, and so on), which only pass through; and the functions that ran before the hit
    (the process starting, parsing the module)."""
    run_callgrind(module, cache_dir, out_file, [f"--toggle-collect={PREPARE}"])
    hit = parse_callgrind(out_file)
    # `--dump-before` writes what ran until `prepare` was entered to `out_file.1`.
    run_callgrind(module, cache_dir, out_file, [f"--dump-before={PREPARE}"])
    before = parse_callgrind(out_file + ".1")
    return hit[0], hit[1], set(before[0])


def run_callgrind(module, cache_dir, out_file, options):
    """`kiln bench --compile-only` of `module` under callgrind with `options`, a cache hit."""
    run = subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", *options,
                          f"--callgrind-out-file={out_file}", *bench(module)],
                         env=dict(os.environ, KILN_CACHE_DIR=cache_dir), check=True,
                         capture_output=True, text=True)
    assert json.loads(run.stdout)["cache"] == "hit", module


def parse_callgrind(out_file):
    """The functions with instructions of their own in a callgrind file, in its order, and
    those above `prepare` on the stack."""
    names, ran, callers = {}, set(), {}
    current, after_call = None, False
    for line in open(out_file):
        line = line.rstrip("\n")
        m = re.match(r"^(c?)fn=\((\d+)\)(?: (.+))?$", line)
        if m:
            if m.group(3):
                names.setdefault(m.group(2), m.group(3))
            if m.group(1):
                callers.setdefault(m.group(2), set()).add(current)
            else:
                current = m.group(2)
            continue
        if line.startswith("calls="):
            after_call = True
        elif line[:1].isdigit() or line[:1] in "+-*":
            # A cost line: the call's (inclusive) cost right after `calls=`, else the
            # function's own.
            if not after_call and current is not None:
                ran.add(current)
            after_call = False
    # Everything above `prepare` on the stack: its callers, theirs, and so on.
    prepare = {key for key, name in names.items() if fnmatch.fnmatchcase(name, PREPARE)}
    above = set(prepare)
    while True:
        more = set().union(*(callers.get(key, set()) for key in above)) - above - {None}
        if not more:
            break
        above |= more
    return ([name for key, name in names.items() if key in ran],
            {names[key] for key in above - prepare})


def spread(core, before, sizes):
    """`core` with the functions that also run before the hit (in every module's process)
    spread through it, one at least every GAP bytes where there are enough: a hit then finds
    each 64 KiB window of the core mapped already (a page fault maps the window around the page
    it faults on) and reading the core ahead takes no fault. Sorted by name instead, the
    core's middle window held none, and the read-ahead's fault cost 3-4 us (35 against 31)."""
    shared = [f for f in core if f in before]
    alone = [f for f in core if f not in before]
    out, since = [], GAP
    for f in alone:
        if since >= GAP and shared:
            out.append(shared.pop(0))
            since = 0
        out.append(f)
        since += sizes[f]
    return out + shared


def symbols():
    """Every defined text symbol of the binary, with its size in bytes."""
    out = subprocess.run(["nm", "--defined-only", "--print-size", KILN], check=True,
                         capture_output=True, text=True).stdout
    return {p[3]: int(p[1], 16) for p in (l.split() for l in out.splitlines())
            if len(p) == 4 and p[2] in "tTwW"}


def main():
    modules = sys.argv[1:] or sorted(os.path.join(BENCH, f) for f in os.listdir(BENCH)
                                     if f.endswith(".hlo"))
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln-cli"], cwd=REPO, check=True)
    known = symbols()
    first_seen, used_by, callers, before = [], {}, set(), None
    with tempfile.TemporaryDirectory(prefix="kiln-hit-order-") as tmp:
        for module in modules:
            # Under valgrind the key's CPU features differ from the host's, so each module
            # first misses (and stores an entry valgrind's CPU can use) in a directory of its own.
            valgrind_cache = os.path.join(tmp, os.path.basename(module))
            subprocess.run(["valgrind", "--tool=none", *bench(module)],
                           env=dict(os.environ, KILN_CACHE_DIR=valgrind_cache), check=True,
                           capture_output=True)
            found, above, ran_before = callgrind_functions(module, valgrind_cache,
                                                           os.path.join(tmp, "callgrind.out"))
            callers |= above
            before = ran_before if before is None else before & ran_before
            for f in found:
                if f not in known:
                    continue
                if f not in used_by:
                    first_seen.append(f)
                used_by[f] = used_by.get(f, 0) + 1
            print(f"{os.path.basename(module)}: {len(found)} functions, {len(first_seen)} in all",
                  file=sys.stderr)
    # The AVX-512 twins of the blake3 routines valgrind's CPU ran instead, next to them.
    for name in list(first_seen):
        for slower in ("_avx2", "_sse41", "_sse2"):
            twin = name.replace(slower, "_avx512")
            if slower in name and twin in known and twin not in used_by:
                first_seen.insert(first_seen.index(name), twin)
                used_by[twin] = used_by[name]
    # The core (what every module's hit runs, less the callers of `prepare`) first, then by how
    # many modules' hits run them; stable, so in the order callgrind first saw them within one
    # count, and the functions that also run before the hit spread through the core. (Leaving
    # out of the core the functions of which a hit runs only a few lines, a large `match`,
    # say, was slower: 36 against 33 us, fewest of 40 fresh hits of transpose_3d.)
    def in_core(f):
        return used_by[f] == len(modules) and f not in callers
    order = sorted(first_seen, key=lambda f: (not in_core(f), -used_by[f]))
    core = sum(1 for f in order if in_core(f))
    order = spread(order[:core], before, known) + order[core:]
    order = [BEGIN] + order[:core] + [CORE_END] + order[core:]
    core_bytes = sum(known[f] for f in order[1:core + 1])
    with open(OUT, "w") as f:
        f.write("".join(name + "\n" for name in order))
    print(f"wrote {len(order)} symbols to {os.path.relpath(OUT, REPO)} ({core} in the core, "
          f"{core_bytes // 1024} KiB, {len(before & set(order[1:core + 1]))} of them also "
          "before the hit)", file=sys.stderr)


if __name__ == "__main__":
    main()
