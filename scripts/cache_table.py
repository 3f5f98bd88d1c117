#!/usr/bin/env python3
"""The "Compilation cache" section of BENCHMARKS.md: for every ../shared/bench module, the cold
compile, an in-process (memory) hit, a fresh process's disk hit, and the entry size.

    python3 scripts/cache_table.py [--write] [--processes N]

Builds the release `kiln` binary and the `cache_timings` example, then per module:
- cold compile: `kiln bench --json --no-cache` compile_ms (fastest of 3 processes);
- miss: the same with a fresh cache directory (compile, encode and write the entry);
- disk hit: `kiln bench --json` compile_ms with that directory warm, each in a fresh process
  (fastest of N; the machine is shared, so minima are what compare): the time to obtain the
  executable (key, map and check the entry, decode);
- in-process hit, and where a hit's time goes (key, mapping and checking the entry, decoding
  and the module decoding inside it), from `cache_timings` (medians within one process);
- where a fresh process's hit goes, step by step, from `cache_timings --fresh-hit` (the minimum
  of each step over N fresh processes);
- what the one-time set-ups a hit meets cost on their first call in a fresh process, from
  `cache_timings --first-use` (the minimum over 2N processes).
Prints the section; `--write` replaces it in BENCHMARKS.md (everything from its heading on).
"""

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(REPO, "..", "shared", "bench")
HEADING = "## Compilation cache"


def build():
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln-cli"], cwd=REPO, check=True)
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln-runtime", "--example", "cache_timings"],
                   cwd=REPO, check=True)


def bench_compile_ms(kiln, module, cache_dir, extra=()):
    env = dict(os.environ, KILN_CACHE_DIR=cache_dir)
    env.pop("RUST_LOG", None)
    out = subprocess.run([kiln, "bench", module, "--json", "--runs", "1", "--warmup", "1", *extra],
                         cwd=REPO, env=env, check=True, capture_output=True, text=True)
    report = json.loads(out.stdout)
    return report["compile_ms"], report["cache"]


def fresh_steps(timings, module, cache_dir, processes):
    """The minimum of each step of a fresh process's hit over `processes` runs."""
    run = lambda: json.loads(subprocess.run([timings, "--fresh-hit", cache_dir, module], cwd=REPO,
                                            check=True, capture_output=True, text=True).stdout)
    assert run().get("stored"), module
    rows = [run() for _ in range(processes)]
    steps = {k: min(r[k] for r in rows) for k in rows[0] if k.endswith("_ms")}
    steps["page_faults"] = min(r["page_faults"] for r in rows)
    return steps


def first_use(timings, processes):
    """The minimum over `processes` fresh processes of each one-time set-up's first call (us)."""
    rows = [json.loads(subprocess.run([timings, "--first-use"], cwd=REPO, check=True,
                                      capture_output=True, text=True).stdout)
            for _ in range(processes)]
    return {k: min(r[k][0] for r in rows) for k in rows[0]}


def measure(kiln, timings, module, processes):
    name = os.path.splitext(os.path.basename(module))[0]
    inner = json.loads(subprocess.run([timings, module], cwd=REPO, check=True, capture_output=True,
                                      text=True).stdout)
    with tempfile.TemporaryDirectory(prefix="kiln-cache-fresh-") as tmp:
        inner["fresh"] = fresh_steps(timings, module, tmp, 2 * processes)
    with tempfile.TemporaryDirectory(prefix="kiln-cache-table-") as tmp:
        cold = [bench_compile_ms(kiln, module, os.path.join(tmp, "unused"), ["--no-cache"])[0]
                for _ in range(3)]
        miss, state = bench_compile_ms(kiln, module, os.path.join(tmp, "cache"))
        assert state == "miss", (name, state)
        hits = []
        for _ in range(processes):
            ms, state = bench_compile_ms(kiln, module, os.path.join(tmp, "cache"))
            assert state == "hit", (name, state)
            hits.append(ms)
        entries = [f for f in os.listdir(os.path.join(tmp, "cache")) if f.endswith(".kiln")]
        assert len(entries) == 1, (name, entries)
        inner["entry_bytes"] = os.path.getsize(os.path.join(tmp, "cache", entries[0]))
    return dict(name=name, cold=min(cold), miss=miss, disk_hit=min(hits),
                **inner)


def row(m):
    ratio = m["disk_hit"] / m["cold"] if m["cold"] > 0 else float("inf")
    met_abs = m["disk_hit"] <= 1.0 + m["read_ms"]
    met_ratio = ratio <= 1 / 20
    verdict = "yes" if met_abs and met_ratio else "no: " + ", ".join(
        ([] if met_abs else ["> 1 ms"]) + ([] if met_ratio else [f"1/{1 / ratio:.0f} of cold"]))
    return (f"| {m['name']} | {m['cold']:.2f} | {m['miss']:.2f} | {m['memory_hit_ms']:.3f} | "
            f"{m['disk_hit']:.3f} | {m['key_ms']:.3f} | {m['read_ms']:.3f} | {m['decode_ms']:.3f} | "
            f"{m['module_decode_ms']:.3f} | {m['text_parse_ms']:.3f} | {m['kernels']} | "
            f"{m['entry_bytes'] / 1024:.1f} | 1/{1 / ratio:.0f} | {verdict} |")


def fresh_row(m):
    f = m["fresh"]
    steps = ["key_ms", "read_ms", "payload_ms", "module_ms", "kernels_ms", "assemble_ms"]
    return (f"| {m['name']} | " + " | ".join(f"{f[k]:.3f}" for k in steps) +
            f" | {sum(f[k] for k in steps):.3f} | {f['page_faults']} | {f['setup_ms']:.3f} | "
            f"{m['disk_hit']:.3f} |")


def explanation(measured, once):
    """Where the targets are missed, and what bounds the hit there (numbers from this run)."""
    steps = ["key_ms", "read_ms", "payload_ms", "module_ms", "kernels_ms", "assemble_ms"]
    big = max(measured, key=lambda m: m["entry_bytes"])
    # The module the prose below takes apart.
    small = next((m for m in measured if m["name"] == "transpose_3d"),
                 min(measured, key=lambda m: m["entry_bytes"]))
    small["warm"] = small["key_ms"] + small["read_ms"] + small["decode_ms"]
    f = big["fresh"]
    missed = [m for m in measured if m["disk_hit"] > m["cold"] / 20]
    missed_text = ", ".join(f"{m['name']} (cold {m['cold']:.2f} ms, hit 1/{m['cold'] / m['disk_hit']:.0f})"
                            for m in missed) or "none"
    rebuilt = [m["name"] for m in measured if m["fresh"]["module_ms"] > 0]
    gaps = [m["disk_hit"] - sum(m["fresh"][k] for k in steps) for m in measured]
    return [
        "Where the target is missed, and why. An entry stores the executable's plan (buffer slots, "
        "constants, thunks, entry signature) beside the module and the kernels wherever every thunk "
        "has a stored form; a hit then maps the entry file (read-only and executable), runs the "
        "kernels where they lie in it, decodes the plan, and the module stays "
        "encoded until something reads it (the module column is 0). "
        + (f"Modules with a thunk that has no stored form yet (a library call other than GEMM, "
           f"dot, scatter, convolution, sort or top-k, for instance) decode the module and rebuild "
           f"plans and thunks as before: {', '.join(rebuilt)}. " if rebuilt else
           "Every module here has a stored plan. ")
        + "Small modules: a cold compile is 0.6-3 ms, so 1/20 of it is 30-150 us, about what a "
        "fresh process pays once on its first hit for work no later hit repeats. Removed from it "
        "so far: (1) page faults on the hit path's code: `kiln` is linked with the ~250 functions "
        "of a hit placed together at the start of its text (`crates/kiln-cli/hit_path.order`, "
        "recorded with callgrind by `scripts/hit_order.py`, LLD's symbol-ordering file), where they "
        "lay in about 20 windows of 64 KiB (each file-backed fault 3-4 us in this VM). "
        "(`cache_timings`, which the step table below comes from, is another binary whose symbols "
        "the file does not name, so its steps still pay those faults, and it reads nothing ahead.) (2) One-time set-ups, each "
        "timed on its first call in a fresh (unordered) `cache_timings` process by "
        f"`cache_timings --first-use` (fewest of {once['runs']} processes): blake3 of the short "
        "inputs a hit hashes is Kiln's own implementation of the specification, so the blake3 "
        "crate's CPU detection (cpuid, which traps to the hypervisor, about 20 us in all) does not "
        f"run in a small module's hit (the key's first digest {once['first_blake3_us']:.1f} us); "
        f"the binary module schema fingerprint is a compile-time constant ({once['schema_us']:.2f} us); "
        f"the host's CPU features {once['host_target_us']:.1f} us (glibc's recorded cpuid "
        "registers), read with the debug environment (`KILN_PERF_MAP`, `KILN_DUMP_CODE`) when the "
        "backend is created, not by the first hit (the set-up column below), as the cache "
        "directory is opened then; the module fingerprint's first canonical stream "
        f"{once['module_fingerprint_us']:.1f} us; the standard library's first "
        f"is_x86_feature_detected! ({once['std_detect_us']:.1f} us) runs inside no hit. (3) Since "
        "entry format 2 the entry file is mapped, not read: read-only and executable for CPU "
        "executables (the payload starts at a 64-byte boundary and each kernel's code at a 64-byte "
        "boundary within it), the checksum computed through the mapping, and each kernel runs "
        "where it lies, so a hit makes four system calls (open, lseek, mmap, close) where it made "
        "nine (read twice, lseek, a second mmap and an mprotect among them) and copies nothing: "
        "transpose_3d's hit went from 64-68 to 46-52 us (fewest of 25-40 fresh processes, "
        "alternated with the previous build); the entry's checksum is now XXH64 (about 1 us "
        "less), and the binary writer's buffer no longer grows the heap by 17 KiB for a small "
        "module's fingerprint (one page fault, 2-4 us less): 40-44 us. (4) The hit's code read "
        "ahead: with callgrind, the hit executes about 41,500 instructions over about 1,000 "
        "cache lines (64 KiB) of code executed for the first time in the process, and after "
        "a `kiln bench` run of tens of MB none of them is in any CPU cache, so each was a miss "
        "to memory on the hit's critical path. `hit_path.order` now puts the functions every "
        "module's hit runs (the core, about 130 KiB) between two marker functions, and the "
        "first lookup of a process reads one byte of each 64-byte line of that range "
        "(`kiln_cache::hit_path`), many loads in flight at once: about 6 us, after which the "
        "key, payload split, kernels and plan took 8 us where they took 17 (temporary "
        "timestamps, fewest of 10 fresh processes each after a `kiln bench` run); "
        "transpose_3d's disk hit 39-48 -> 32-33 us (fewest of 30 alternated processes, "
        "2026-12-01). Reading every second or fourth line (the hardware prefetcher fetching "
        "the rest), prefetch instructions instead of loads, or only the 1,400 of the core's "
        "2,200 lines that some module's hit runs (a map made with callgrind: 35-38 against "
        "29-30 us, the lines no longer one stream) were slower. The order file names "
        "symbols, and debug info (which records the build's directory) changed the `.llvm.N` "
        "suffixes of 18 of its 324 names in a checkout elsewhere, where transpose_3d's hit then "
        "took 39 us against 29: release builds carry no debug info since, and a clone built "
        "under another directory and target directory matches all 324 (32-34 us, as here). "
        "(5) The entry is opened with O_NOATIME (where the process owns it; EPERM falls back to a "
        "plain open): a hit touches the entry's modification time for eviction, which also sets "
        "its change time, so on a `relatime` mount the next hit's mmap wrote the access time "
        "back, an inode update through the journal: transpose_3d 31-32 -> 28 us, medians 37 -> "
        "32-33 (fewest of 20-30 alternated fresh processes, 2026-12-01; reduce_sum_rows 32 -> 28, "
        "elementwise_chain 33 -> 29). "
        "What remained before it (temporary timestamps inside `kiln`, fewest of 15 fresh processes "
        "each after a `kiln bench` run, 2026-12-01, transpose_3d / elementwise_chain): "
        "reading ahead 3.8 us, the key 2.6 / 4.2 us, opening the entry 4 us, its size and the "
        "mapping 8.3 us, the checksum 3 us (with the fault that maps the file's page), "
        "splitting the payload 1.3 us, taking the kernel in place 0.8 us, decoding the plan "
        "3.7 / 4.0 us, keeping the executable in the memory cache 0.7 us. The host's CPU "
        "features and the debug environment are no longer read in the hit (see (2); the "
        "getenv of `KILN_DUMP_CODE` on every load took a page fault there). System calls are "
        "dear in this VM whatever they map (`scripts/first_mmap.c` times them): one anonymous page mapped just before the entry "
        "(a temporary build) cost 4 us and took 1 us off the entry's mapping; and mapping "
        "the entry populated (MAP_POPULATE, which saves the fault) was 4 us slower. Warm, "
        "within one process, the same steps take "
        f"{1000 * small['warm']:.0f} us (key, read+check and decode columns above), most of it "
        "the system calls. So what is left is four system calls and a page fault (about 15 "
        "us here; a C program's first mmap after touching 8-32 MiB takes 23-29 us against "
        "3 us untouched, `scripts/first_mmap.c`: the kernel's own code and data are cold too), reading the code ahead, and the first execution of the hit's steps, each "
        "paid once per process. Modules missing the 1/20 "
        f"in this run: {missed_text}. "
        f"Large modules: {big['name']}'s hit is now mostly the key ({f['key_ms']:.2f} ms: hashing "
        f"the canonical encoding of the whole module it is given), reading and checking "
        f"{big['entry_bytes'] / 1024:.0f} KiB ({f['read_ms']:.2f} ms), decoding the plan "
        f"({f['assemble_ms']:.2f} ms) and mapping {big['kernels']} kernels "
        f"({f['kernels_ms']:.2f} ms), with {f['page_faults']} minor page faults. The disk hit column "
        f"differs from the sum of the steps by {min(gaps):+.2f} to {max(gaps):+.2f} ms: the steps' "
        "minima come from other processes (`cache_timings`, not `kiln bench`, whose binary and code "
        "layout differ) and need not come from one run, and above all each `kiln bench` process "
        "here follows one that ran the module on tens of MB of inputs, while the step processes "
        "follow each other: the same hit through the whole backend (`cache_timings "
        "--fresh-prepare`) took about 0.10 ms back to back and 0.17-0.22 ms when alternated with "
        "`kiln bench` runs (transpose_3d, pinned to one CPU either way), the CPU caches being "
        "cold. Misses cost more than cold compiles "
        "because the entry is encoded and written with fsync (file and directory).",
    ]


def section(measured, rows, fresh_rows, once, commit, load, processes, elapsed):
    lines = [
        HEADING,
        "",
        "Regenerate with `python3 scripts/cache_table.py --write` (about two minutes). "
        f"Commit {commit}; machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores "
        f"(load average {load:.1f} at the start); cpu backend, 1 thread.",
        "",
        "Cold is `kiln bench --json --no-cache` compile_ms (fastest of 3 processes): optimize, fuse, "
        "lower, Cranelift. Miss is the first compile with an empty cache directory: the same plus "
        "encoding and writing (fsync) the entry. Disk hit is compile_ms of a fresh `kiln bench` "
        f"process with the entry on disk (fastest of {processes} processes; the machine is shared, so "
        "minima are what compare): the time to obtain the "
        "executable, i.e. the cache key, mapping and checking the entry, and decoding it (take the "
        "kernels where they lie in the mapped entry and decode the stored plan; where no plan is stored, decode the "
        "optimized module and rebuild buffer plans and thunks); no pass and no Cranelift run. Memory hit is a second `Client::compile` of the same module in one "
        "process (verifier and key, then a map lookup). The breakdown columns come from "
        "`cargo run --release -p kiln-runtime --example cache_timings` (medians within one process, "
        "warm page cache); \"module ms\" is what decoding the binary module costs (a hit with a "
        "stored plan skips it), and \"text parse ms\" what parsing the same module as HLO text costs "
        "(the entry held text before). Target: disk hit at most 1 ms plus the read, and at most 1/20 of cold.",
        "",
        "| module | cold ms | miss ms | memory hit ms | disk hit ms | key ms | read+check ms | decode ms "
        "| module ms | text parse ms | kernels | entry KiB | disk hit / cold | target met |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        *rows,
        "",
        f"A fresh process's hit, step by step: `cache_timings --fresh-hit` (the minimum of each step "
        f"over {2 * processes} fresh processes; the steps' minima need not come from one run). Key; read "
        "and check the entry; split the payload; decode the module (0 with a stored plan); map the "
        "kernels; decode the stored plan (or rebuild plans and thunks from the module); their sum; the minor page faults taken from the key to the end of the decode (the "
        "fewest of any run); the backend's set-up (reading the host's CPU features and the debug "
        "environment, `read_host_setup`, and opening the cache directory: done when the backend is "
        "created, outside compile_ms); and the disk hit of the first table for comparison.",
        "",
        "| module | key ms | read ms | payload ms | module ms | kernels ms | assemble ms | sum ms "
        "| page faults | set-up ms | disk hit ms |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
        *fresh_rows,
        "",
        *explanation(measured, once),
        "",
        f"_Generated in {elapsed:.0f} s._",
        "",
    ]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="replace the section in BENCHMARKS.md")
    ap.add_argument("--processes", type=int, default=7, help="fresh processes per disk hit")
    args = ap.parse_args()
    started = time.time()
    load = os.getloadavg()[0]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True,
                            text=True).stdout.strip()
    if subprocess.run(["git", "diff", "--quiet", "HEAD"], cwd=REPO).returncode != 0:
        commit += " with uncommitted changes in the tree"
    build()
    # Private copies: others may rebuild target/ meanwhile (a new commit is a new cache key).
    binaries = tempfile.mkdtemp(prefix="kiln-cache-table-bin-")
    kiln = shutil.copy(os.path.join(REPO, "target", "release", "kiln"), binaries)
    timings = shutil.copy(os.path.join(REPO, "target", "release", "examples", "cache_timings"),
                          binaries)
    modules = sorted(os.path.join(BENCH, f) for f in os.listdir(BENCH) if f.endswith(".hlo"))
    rows, fresh_rows, measured = [], [], []
    for module in modules:
        print(f"cache_table: {os.path.basename(module)}", file=sys.stderr)
        m = measure(kiln, timings, module, args.processes)
        measured.append(m)
        rows.append(row(m))
        fresh_rows.append(fresh_row(m))
    once = dict(first_use(timings, 2 * args.processes), runs=2 * args.processes)
    shutil.rmtree(binaries)
    text = section(measured, rows, fresh_rows, once, commit, load, args.processes,
                   time.time() - started)
    print(text)
    if args.write:
        path = os.path.join(REPO, "BENCHMARKS.md")
        with open(path) as f:
            current = f.read()
        at = current.find(HEADING)
        # The section runs to the end of the file (bench_table.py writes what comes before it).
        kept = current if at < 0 else current[:at]
        with open(path, "w") as f:
            f.write(kept.rstrip("\n") + "\n\n" + text)


if __name__ == "__main__":
    main()
