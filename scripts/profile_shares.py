#!/usr/bin/env python3
"""Where each benchmark module's run time goes, by kind of code (for BENCHMARKS.md's analysis).

    python3 scripts/profile_shares.py [--kiln target/release/kiln] [MODULE ...]

For every module of ../shared/bench (or those named), runs
`KILN_PERF_MAP=1 perf record kiln bench M --no-cache --threads 1 --min-time 3` and prints the
share of samples per group of symbols: GEMM tiles, GEMM packing, tile programs, row helpers,
transposes, other JIT kernels, gathers, memcpy/memset, page faults, other (with its top
symbols). Samples of the benchmark's random input generation (cos, log, Vec::from_iter) are
left out; page faults are printed apart, since most come from touching the inputs once.
Needs `perf`.
"""
import argparse
import json
import os
import re
import subprocess

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
BENCH = os.path.join(REPO, "..", "shared", "bench")
GROUPS = [
    ("gemm tiles", r"sgemm::kernel::tile|sgemm::direct|conv::direct|gemm_f32::microkernel"),
    ("gemm packing", r"sgemm::pack|pack_"),
    ("tile programs", r"wide::program"),
    ("row helpers", r"wide::reduce|wide::columns"),
    ("transposes", r"transpose"),
    ("jit kernels", r"^kiln:"),
    ("gather", r"gather"),
    ("memcpy/memset", r"memmove|memset|memcpy"),
    ("page faults", r"clear_page|page_fault|do_anonymous|handle_mm|folio_zero"),
]
INPUTS = re.compile(r"__cos_fma|__ieee754_log|log@@|SpecFromIterNested|__sin")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiln", default=os.path.join(REPO, "target", "release", "kiln"))
    ap.add_argument("modules", nargs="*")
    args = ap.parse_args()
    modules = args.modules or sorted(f[:-4] for f in os.listdir(BENCH) if f.endswith(".hlo"))
    groups = [(name, re.compile(rx)) for name, rx in GROUPS]
    for m in modules:
        data = f"/tmp/profile_shares_{m}.data"
        hlo = os.path.join(BENCH, m + ".hlo")
        bench = subprocess.run(
            ["perf", "record", "-q", "-o", data, args.kiln, "bench", hlo, "--no-cache", "--threads", "1",
             "--min-time", "3", "--json"],
            capture_output=True, text=True, env=dict(os.environ, KILN_PERF_MAP="1"), check=True)
        run = json.loads(bench.stdout.strip().splitlines()[-1])
        report = subprocess.run(["perf", "report", "-i", data, "--no-children", "--sort", "sym", "-F", "sample,sym"],
                                capture_output=True, text=True, check=True).stdout
        total, shares, others = 0, {name: 0 for name, _ in groups}, {}
        shares["other"] = 0
        for line in report.splitlines():
            parts = line.split(None, 2)
            if line.startswith("#") or len(parts) < 3 or not parts[0].isdigit():
                continue
            n, sym = int(parts[0]), parts[2].strip()
            if INPUTS.search(sym):
                continue
            total += n
            name = next((name for name, rx in groups if rx.search(sym)), "other")
            shares[name] += n
            if name == "other":
                others[sym] = others.get(sym, 0) + n
        top = sorted(others.items(), key=lambda kv: -kv[1])[:3]
        parts = [f"{name} {100 * n / total:.1f}%" for name, n in shares.items() if n * 200 >= total]
        print(f"{m}: run median {run['run_ms_median']:.3f} ms; " + ", ".join(parts)
              + "; other: " + "; ".join(f"{s[:60]} {100 * n / total:.1f}%" for s, n in top), flush=True)


if __name__ == "__main__":
    main()
