#!/usr/bin/env python3
"""Check that XLA itself accepts the HLO text Kiln prints, and computes the same results.

    python scripts/xla_accepts_printed.py PRINTED_DIR CORPUS_DIR

PRINTED_DIR holds `<case>.hlo` files written by `kiln fmt` (one per corpus case). For each,
XLA:CPU (from jaxlib, through ../shared/tools/hlo_util.py, the same path xla_bench.py uses)
parses the text, compiles it, runs it on the case's `input_<i>.npy`, and the results are
compared with the case's `output_<i>.npy` under the case's tolerances (XLA reproduces its own
outputs bit-exactly, so any difference means the printed text changed the program).
Prints one line per case and `N passed, N failed`; exits 1 if any case failed.
Needs `pip install jax`.
"""
import json
import os
import sys

import numpy as np


def main() -> int:
    printed_dir, corpus_dir = sys.argv[1], sys.argv[2]
    tools = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools")
    sys.path.insert(0, os.path.abspath(tools))
    import hlo_util
    import jax

    jax.config.update("jax_enable_x64", True)
    passed = failed = 0
    for name in sorted(os.listdir(printed_dir)):
        if not name.endswith(".hlo"):
            continue
        case = name[: -len(".hlo")]
        case_dir = os.path.join(corpus_dir, case)
        try:
            check_case(hlo_util, os.path.join(printed_dir, name), case_dir)
            passed += 1
        except Exception as e:  # report every failure, keep going
            print(f"FAIL {case}: {str(e).splitlines()[0] if str(e) else type(e).__name__}")
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or passed == 0 else 0


def check_case(hlo_util, hlo_path: str, case_dir: str) -> None:
    meta = json.load(open(os.path.join(case_dir, "case.json")))
    inputs = [
        hlo_util.from_npy_array(np.load(os.path.join(case_dir, f"input_{i}.npy")), spec["dtype"])
        for i, spec in enumerate(meta["inputs"])
    ]
    exe = hlo_util.compile_hlo_text(open(hlo_path).read())
    outs = hlo_util.run_executable(exe, inputs)
    if len(outs) != len(meta["outputs"]):
        raise AssertionError(f"{len(outs)} outputs, expected {len(meta['outputs'])}")
    for i, out in enumerate(outs):
        got = hlo_util.to_npy_array(np.asarray(out))
        want = np.load(os.path.join(case_dir, f"output_{i}.npy"))
        if got.shape != want.shape or got.dtype != want.dtype:
            raise AssertionError(f"output {i}: {got.dtype}{got.shape}, expected {want.dtype}{want.shape}")
        if want.dtype.kind in "fc":
            ok = np.isclose(got, want, rtol=meta["rtol"], atol=meta["atol"], equal_nan=True)
        else:
            ok = got == want
        if not np.all(ok):
            raise AssertionError(f"output {i}: {np.size(ok) - np.count_nonzero(ok)} elements differ")


if __name__ == "__main__":
    sys.exit(main())
