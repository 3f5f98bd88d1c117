#!/usr/bin/env python3
"""Regenerate `crates/kiln-cli/hit_path.order`: the functions a disk-cache hit runs, which the
linker places next to each other at the start of `kiln`'s text (see `crates/kiln-cli/build.rs`).

    python3 scripts/hit_order.py [MODULE.hlo ...]    (default: every ../shared/bench module)

Why: a fresh process takes one page fault per 64 KiB window of the binary that it first
executes code in (the kernel maps a window at a time), each costing 3-4 us in a VM. A hit runs
some 180 functions, and left where the compiler put them they lie in about 20 such windows
spread over 12 MiB of text; placed together they fill two or three.

How: for each module, `kiln bench --compile-only` runs under valgrind with an empty cache
directory, storing an entry, and once more (callgrind) to hit it, with only
`CpuBackend::prepare` and what it calls collected; the functions of the hit, in the order
callgrind first saw them, make the file. It must be `kiln` itself: symbol names carry a hash
of the build's configuration, and another binary of the workspace (an example, a test) has
other hashes for the same functions. About a minute for all modules. Valgrind's CPU has no AVX-512, so blake3's AVX-512 routines are added next to the ones it
ran. Symbols the linker cannot find (renamed by a later change) are skipped without a warning,
so a stale file only costs speed; rerun this after changing the hit path.
"""

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


def bench(module):
    """Obtain the executable of `module` through the cache, nothing run."""
    return [KILN, "bench", module, "--json", "--compile-only"]


def callgrind_functions(module, cache_dir, out_file):
    """The functions one cache hit of `module` runs, in the order callgrind lists them."""
    run = subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no",
                          f"--toggle-collect={PREPARE}", f"--callgrind-out-file={out_file}",
                          *bench(module)], env=dict(os.environ, KILN_CACHE_DIR=cache_dir),
                         check=True, capture_output=True, text=True)
    assert json.loads(run.stdout)["cache"] == "hit", module
    names = {}
    for line in open(out_file):
        m = re.match(r"^c?fn=\((\d+)\) (.+)$", line.rstrip("\n"))
        if m:
            names.setdefault(m.group(1), m.group(2))
    return list(names.values())


def symbols():
    """Every defined text symbol of the binary."""
    out = subprocess.run(["nm", "--defined-only", KILN], check=True, capture_output=True,
                         text=True).stdout
    return {p[2] for p in (l.split() for l in out.splitlines()) if len(p) == 3 and p[1] in "tTwW"}


def main():
    modules = sys.argv[1:] or sorted(os.path.join(BENCH, f) for f in os.listdir(BENCH)
                                     if f.endswith(".hlo"))
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln-cli"], cwd=REPO, check=True)
    known = symbols()
    order = []
    with tempfile.TemporaryDirectory(prefix="kiln-hit-order-") as tmp:
        for module in modules:
            # Under valgrind the key's CPU features differ from the host's, so each module
            # first misses (and stores an entry valgrind's CPU can use) in a directory of its own.
            valgrind_cache = os.path.join(tmp, os.path.basename(module))
            subprocess.run(["valgrind", "--tool=none", *bench(module)],
                           env=dict(os.environ, KILN_CACHE_DIR=valgrind_cache), check=True,
                           capture_output=True)
            found = callgrind_functions(module, valgrind_cache, os.path.join(tmp, "callgrind.out"))
            order += [f for f in found if f in known and f not in order]
            print(f"{os.path.basename(module)}: {len(found)} functions, {len(order)} in all",
                  file=sys.stderr)
    # The AVX-512 twins of the blake3 routines valgrind's CPU ran instead.
    for name in list(order):
        for slower in ("_avx2", "_sse41", "_sse2"):
            twin = name.replace(slower, "_avx512")
            if slower in name and twin in known and twin not in order:
                order.insert(order.index(name), twin)
    with open(OUT, "w") as f:
        f.write("".join(name + "\n" for name in order))
    print(f"wrote {len(order)} symbols to {os.path.relpath(OUT, REPO)}", file=sys.stderr)


if __name__ == "__main__":
    main()
