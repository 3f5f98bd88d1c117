#!/usr/bin/env python3
"""Regenerate BENCHMARKS.md: Kiln vs XLA:CPU vs IREE on every module of ../shared/bench.

    python3 scripts/bench_table.py [--backend cpu|interp] [--threads 1,2] [--min-time 0.5]
                                   [--timeout 60] [--peer-timeout 180] [--no-iree]
                                   [--kiln PATH] [--no-build] [--modules a,b] [--raw FILE]
                                   [--out BENCHMARKS.md]

For each thread count and each module it runs

    kiln bench MODULE --json --threads T --min-time S --warmup 1 --compare-xla [--compare-iree]

(one invocation: Kiln, then xla_bench.py and iree_bench.py as subprocesses with the same
threads, seed and schedule) and writes one table per thread count. Nothing aborts the table:
a module whose Kiln part fails or takes longer than --timeout seconds gets a row saying so,
with the peers then timed directly by their scripts; a peer that fails or takes longer than
--peer-timeout seconds gets "error" or "timeout" in its cells, with the reason under the
table. IREE is compared when `iree.compiler` and `iree.runtime` import (pip install
iree-base-compiler iree-base-runtime), else its columns say "n/a".

Builds the release binary first (cargo build --release -p kiln-cli) unless --no-build or
--kiln is given. Takes about ten minutes on the 2-core development VM.
"""
from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import subprocess
import sys
import threading
import time

# The machine's limits (2-core AMD Zen 4 VM, see ../shared/DESIGN.md): f32 GEMM peak of one
# thread, and memory bandwidth (streaming kernels; shared by both cores).
PEAK_GFLOPS_PER_THREAD = 95.0
MEMORY_GBPS = 22.0

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TOOLS = os.path.abspath(os.path.join(REPO, "..", "shared", "tools"))
DTYPE_BYTES = {
    "pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2,
    "s32": 4, "u32": 4, "f32": 4, "s64": 8, "u64": 8, "f64": 8, "c64": 8, "c128": 16,
}


# Sections maintained by hand (the analysis of rows that miss a target, from profiles) or by
# other scripts (scripts/cache_table.py); kept as they are, in this order after the tables.
KEPT_HEADINGS = ("## Where Kiln is not ahead, and why", "## Compilation cache")


def kept_sections(path: str) -> str:
    """The sections of the existing file that this script does not generate, if any."""
    try:
        old = open(path).read()
    except OSError:
        return ""
    starts = [old.find(h) for h in KEPT_HEADINGS if old.find(h) >= 0]
    return "\n" + old[min(starts):] if starts else ""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", help="Kiln backend (default: kiln bench's default, cpu when it exists)")
    ap.add_argument("--threads", default="1,2", help="comma-separated thread counts (default 1,2)")
    ap.add_argument("--min-time", type=float, default=0.5, help="seconds of timed runs per tool")
    ap.add_argument("--timeout", type=float, default=60, help="seconds allowed for Kiln's part of a module")
    ap.add_argument("--peer-timeout", type=float, default=180, help="seconds allowed for each peer")
    ap.add_argument("--no-iree", action="store_true", help="do not compare with IREE")
    ap.add_argument("--kiln", help="the kiln binary (default: build target/release/kiln)")
    ap.add_argument("--no-build", action="store_true", help="do not run cargo build first")
    ap.add_argument("--bench-dir", default=os.path.join(REPO, "..", "shared", "bench"))
    ap.add_argument("--modules", help="comma-separated module names (default: all)")
    ap.add_argument("--raw", help="also write every result as JSON here")
    ap.add_argument("--out", default=os.path.join(REPO, "BENCHMARKS.md"))
    args = ap.parse_args()

    kiln = args.kiln or os.path.join(REPO, "target", "release", "kiln")
    if not args.kiln and not args.no_build:
        subprocess.run(["cargo", "build", "--release", "-p", "kiln-cli"], cwd=REPO, check=True)
    if not os.path.exists(kiln):
        print(f"error: {kiln} does not exist (build it, or pass --kiln)", file=sys.stderr)
        return 1
    thread_counts = [int(t) for t in args.threads.split(",")]
    modules = sorted(f[:-4] for f in os.listdir(args.bench_dir) if f.endswith(".hlo"))
    if args.modules:
        wanted = args.modules.split(",")
        modules = [m for m in modules if m in wanted]
    use_iree = not args.no_iree and iree_available()
    started = time.time()
    args.load_at_start = load_average()
    args.commit = commit(args.kiln)  # before the run: HEAD may move while it lasts

    results = {}  # (threads, module) -> row dict
    kiln_timed_out = set()
    for threads in thread_counts:
        for module in modules:
            hlo = os.path.join(args.bench_dir, module + ".hlo")
            row = bench_module(kiln, hlo, threads, args, use_iree, skip_kiln=module in kiln_timed_out)
            if row["kiln"].get("status") == "timeout":
                kiln_timed_out.add(module)
            results[(threads, module)] = row
            print(f"[{time.time() - started:6.0f} s] threads {threads} {module}: " + summary(row), flush=True)

    sidecars = {m: load_sidecar(os.path.join(args.bench_dir, m + ".json")) for m in modules}
    text = render(results, thread_counts, modules, sidecars, args, use_iree, time.time() - started)
    text += kept_sections(args.out)
    with open(args.out, "w") as f:
        f.write(text)
    if args.raw:
        with open(args.raw, "w") as f:
            json.dump({f"{t}/{m}": r for (t, m), r in results.items()}, f, indent=1)
    print(f"wrote {args.out} in {time.time() - started:.0f} s")
    return 0


def iree_available() -> bool:
    probe = subprocess.run([sys.executable, "-c", "import iree.compiler, iree.runtime"], capture_output=True)
    return probe.returncode == 0


def bench_module(kiln, hlo, threads, args, use_iree, skip_kiln) -> dict:
    """Kiln, XLA and IREE results for one module; each is a result dict or {"status": why}."""
    common = ["--threads", str(threads), "--min-time", str(args.min_time), "--warmup", "1"]
    row = {}
    if skip_kiln:
        row["kiln"] = {"status": "timeout", "detail": "timed out at an earlier thread count"}
    else:
        # --no-cache: the compile column is a cold compile, not a cache miss or hit.
        command = [kiln, "bench", hlo, "--json", "--no-cache", "--compare-xla", *common]
        if use_iree:
            command.append("--compare-iree")
        if args.backend:
            command += ["--backend", args.backend]
        outcome, timed_out_phase = run_phased(command, args.timeout, args.peer_timeout)
        if timed_out_phase:
            limit = args.timeout if timed_out_phase == "kiln" else args.peer_timeout
            row[timed_out_phase] = {"status": "timeout", "detail": f"more than {limit:.0f} s"}
            if timed_out_phase != "kiln":
                row["kiln"] = {"status": "error", "detail": "its result was lost when a peer timed out"}
        elif "status" in outcome:  # no JSON at all: Kiln itself failed
            row["kiln"] = outcome
        else:
            row["kiln"] = {k: v for k, v in outcome.items() if k not in ("xla", "iree")}
            for peer in ("xla", "iree"):
                if peer in outcome:
                    row[peer] = outcome[peer]
                elif f"{peer}_error" in outcome:
                    row[peer] = {"status": "error", "detail": outcome[f"{peer}_error"]}
    peers = [("xla", "xla_bench.py")] + ([("iree", "iree_bench.py")] if use_iree else [])
    for peer, script in peers:
        if peer not in row:
            command = [sys.executable, os.path.join(TOOLS, script), hlo, *common]
            row[peer] = run_json(command, args.peer_timeout)
    if not use_iree:
        row["iree"] = {"status": "n/a", "detail": "IREE is not installed"}
    return row


def run_phased(command, kiln_timeout, peer_timeout):
    """Runs `kiln bench`, allowing `kiln_timeout` seconds until its first progress line
    (`kiln bench: running <peer>`) and `peer_timeout` seconds per peer after each such line.
    Returns (parsed JSON or {"status": ...}, the phase that timed out or None)."""
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO)
    stderr_lines, stdout_text = [], []

    def read_stderr():
        for line in proc.stderr:
            stderr_lines.append(line)

    readers = [
        threading.Thread(target=read_stderr, daemon=True),
        threading.Thread(target=lambda: stdout_text.append(proc.stdout.read()), daemon=True),
    ]
    for reader in readers:
        reader.start()
    phase, deadline, seen = "kiln", time.time() + kiln_timeout, 0
    while proc.poll() is None:
        markers = [l for l in list(stderr_lines) if l.startswith("kiln bench: running ")]
        if len(markers) > seen:
            seen = len(markers)
            phase = markers[-1].split()[3]
            deadline = time.time() + peer_timeout
        if time.time() > deadline:
            proc.kill()
            proc.wait()
            return {}, phase
        time.sleep(0.05)
    for reader in readers:
        reader.join()
    return parse_json_output("".join(stdout_text), "".join(stderr_lines), proc.returncode), None


def run_json(command, timeout) -> dict:
    """Runs `command`; its last stdout line that is a JSON object, or {"status": ...}."""
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=REPO)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "detail": f"more than {timeout:.0f} s"}
    return parse_json_output(proc.stdout, proc.stderr, proc.returncode)


def parse_json_output(stdout, stderr, returncode) -> dict:
    for line in reversed(stdout.splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except json.JSONDecodeError:
                break
    lines = [l for l in stderr.splitlines() if l.strip()]
    detail = next((l for l in lines if l.startswith("error:")), lines[-1] if lines else f"exit {returncode}")
    return {"status": "error", "detail": detail}


def summary(row) -> str:
    parts = []
    for tool in ("kiln", "xla", "iree"):
        r = row.get(tool, {})
        parts.append(f"{tool} " + (f"{r['run_ms_median']:.3f} ms" if "run_ms_median" in r else r.get("status", "?")))
    return ", ".join(parts)


def load_sidecar(path) -> dict:
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, json.JSONDecodeError):
        return {}


def traffic_bytes(sidecar) -> int:
    """Input bytes plus output bytes: the least memory traffic a run can have."""
    out = 0
    for o in sidecar.get("outputs", []):
        out += DTYPE_BYTES.get(o["dtype"], 4) * math.prod(o["shape"])
    return sidecar.get("input_bytes", 0) + out


def achieved(sidecar, run_ms, threads):
    """(text, fraction of the machine's limit) for one run time."""
    if run_ms is None or run_ms <= 0 or not sidecar:
        return "", None
    seconds = run_ms / 1e3
    if sidecar.get("flops"):
        gflops = sidecar["flops"] / seconds / 1e9
        fraction = gflops / (PEAK_GFLOPS_PER_THREAD * threads)
        return f"{gflops:.1f} GFLOP/s ({fraction:.0%})", fraction
    gbps = traffic_bytes(sidecar) / seconds / 1e9
    fraction = gbps / MEMORY_GBPS
    return f"{gbps:.1f} GB/s ({fraction:.0%})", fraction


def geomean(values):
    values = [v for v in values if v is not None and v > 0]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def cell(result, key, digits):
    if key in result:
        return f"{result[key]:.{digits}f}"
    return result.get("status", "n/a")


def ratio_text(value):
    return "" if value is None else f"{value:.2f}x"


def table(results, threads, modules, sidecars):
    header = ("| module | Kiln compile ms | XLA compile ms | IREE compile ms | Kiln run ms | XLA run ms "
              "| IREE run ms | Kiln/XLA | Kiln/best peer | Kiln achieved | XLA achieved |")
    lines = [header, "|" + "---|" * header.count(" | ") + "---|"]
    ratios_xla, ratios_best, fractions_kiln, fractions_xla = [], [], [], []
    notes = []
    for module in modules:
        row = results[(threads, module)]
        kiln, xla, iree = row["kiln"], row["xla"], row["iree"]
        run = lambda r: r.get("run_ms_median")
        ratio_xla = run(kiln) / run(xla) if run(kiln) and run(xla) else None
        peer_runs = [run(r) for r in (xla, iree) if run(r)]
        ratio_best = run(kiln) / min(peer_runs) if run(kiln) and peer_runs else None
        kiln_text, kiln_fraction = achieved(sidecars[module], run(kiln), threads)
        xla_text, xla_fraction = achieved(sidecars[module], run(xla), threads)
        ratios_xla.append(ratio_xla)
        ratios_best.append(ratio_best)
        fractions_kiln.append(kiln_fraction)
        fractions_xla.append(xla_fraction)
        lines.append(
            f"| {module} | {cell(kiln, 'compile_ms', 1)} | {cell(xla, 'compile_ms', 1)} | "
            f"{cell(iree, 'compile_ms', 1)} | {cell(kiln, 'run_ms_median', 3)} | {cell(xla, 'run_ms_median', 3)} | "
            f"{cell(iree, 'run_ms_median', 3)} | {ratio_text(ratio_xla)} | {ratio_text(ratio_best)} | "
            f"{kiln_text} | {xla_text} |"
        )
        for tool, r in (("Kiln", kiln), ("XLA", xla), ("IREE", iree)):
            if r.get("status") in ("error", "timeout"):
                detail = " ".join(str(r.get("detail", "")).split())[:300]
                notes.append(f"- {module}, {tool}: {r['status']}: {detail}")
    gm = lambda values, fmt: "" if geomean(values) is None else fmt(geomean(values))
    lines.append(
        f"| **geometric mean** | | | | | | | {gm(ratios_xla, ratio_text)} | {gm(ratios_best, ratio_text)} | "
        f"{gm(fractions_kiln, lambda f: f'{f:.1%} of limit')} | {gm(fractions_xla, lambda f: f'{f:.1%} of limit')} |"
    )
    return "\n".join(lines), notes


def machine() -> str:
    model, cpus = "unknown CPU", os.cpu_count()
    try:
        for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines():
            if line.startswith("Model name:"):
                model = line.split(":", 1)[1].strip()
    except OSError:
        pass
    return f"{model}, {cpus} cores"


def cpu_family() -> int | None:
    """The x86 CPU family from /proc/cpuinfo (25: Zen 3/4, 26: Zen 5), when there is one."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("cpu family"):
                    return int(line.split(":", 1)[1])
    except (OSError, ValueError):
        pass
    return None


def gemm_peak_note() -> str:
    """How the DESIGN.md GEMM figure compares with this machine's measured peak."""
    if cpu_family() == 26:
        return ("The GEMM figure understates this machine: it is a Zen 5 with full-width AVX-512 "
                "FMA units, where a tight FMA loop measures about 265 GFLOP/s per thread (see "
                "`cargo bench -p kiln-runtime --bench sgemm`), so GEMM percentages above 100 % are "
                "relative to the DESIGN.md figure, not to the hardware peak.")
    return ("GEMM percentages above 100 % are relative to the DESIGN.md figure, not to the hardware "
            "peak: on a Zen 4, whose AVX-512 runs as two 256-bit halves, Kiln's tiles measure "
            "104-116 GFLOP/s per thread (`cargo bench -p kiln-runtime --bench sgemm`).")


def load_average() -> str:
    """The 1-minute load average: other work on the machine skews every column."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "unknown"


def commit(kiln_given) -> str:
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=REPO)
    text = head.stdout.strip() or "unknown"
    if kiln_given:
        return text + f" (this checkout; the Kiln binary was given with --kiln {kiln_given})"
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True, cwd=REPO)
    return text + (" plus uncommitted changes in the working tree" if dirty.stdout.strip() else "")


def render(results, thread_counts, modules, sidecars, args, use_iree, elapsed) -> str:
    backends = sorted({r["kiln"]["backend"] for r in results.values() if "backend" in r["kiln"]})
    backend = ", ".join(backends) or (args.backend or "default")
    versions = []
    for key, name, field in (("xla", "jax/jaxlib", "jax_version"), ("iree", "IREE", "iree_version")):
        found = next((r[key][field] for r in results.values() if field in r.get(key, {})), None)
        if found:
            versions.append(f"{name} {found}")
    iree_absent = " (IREE not compared: --no-iree)" if args.no_iree else \
        " (IREE not installed: pip install iree-base-compiler iree-base-runtime)"
    compare = "--compare-xla --compare-iree" if use_iree else "--compare-xla"
    out = [
        "# Benchmarks",
        "",
        "Regenerate with one command (builds the release binary, then takes about ten minutes):",
        "",
        "```sh",
        "python3 scripts/bench_table.py",
        "```",
        "",
        f"**Kiln numbers come from the `{backend}` backend.** "
        f"Date {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; commit {args.commit}; "
        f"machine: {machine()} (load average {args.load_at_start} at the start, {load_average()} at the end); peers: {', '.join(versions) or 'none ran'}"
        f"{'' if use_iree else iree_absent}.",
        "",
        f"How it is measured: `kiln bench MODULE --json --no-cache {compare} --threads T "
        f"--min-time {args.min_time} --warmup 1` per module (see `kiln bench --help`). Compile ms is one cold "
        "compile (Kiln: `Backend::prepare`; XLA: `compile_and_load`; IREE: MLIR to vmfb), not counting "
        "parsing. Run ms is the median of timed runs on inputs already in memory (at least 5, until "
        f"{args.min_time} s). Every tool is pinned to T CPUs. Ratios are Kiln/peer run time: above 1 means "
        "Kiln is slower; the best peer is the faster of XLA and IREE. Achieved throughput is the "
        f"sidecar's `flops` over the run time against {PEAK_GFLOPS_PER_THREAD:.0f} GFLOP/s per thread "
        f"(f32 GEMM peak), or, for modules without flops, input plus output bytes over the run time against "
        f"{MEMORY_GBPS:.0f} GB/s (memory bandwidth). A cell that says `timeout` or `error` explains itself "
        f"below its table (Kiln's limit: {args.timeout:.0f} s per module). Input plus output bytes is the "
        "least traffic for most modules, but a gather reads only the rows it looks up, so figures above "
        "100 % there (gather_embedding) mean the module moves less than its inputs, not a faster memory. Both limits are approximate figures from ../shared/DESIGN.md; two "
        "threads can exceed the bandwidth figure. " + gemm_peak_note(),
    ]
    for threads in thread_counts:
        text, notes = table(results, threads, modules, sidecars)
        out += ["", f"## {threads} thread{'s' if threads != 1 else ''}", "", text]
        if notes:
            out += [""] + notes
    out += ["", f"_Generated in {elapsed:.0f} s._", ""]
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
