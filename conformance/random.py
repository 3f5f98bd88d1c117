"""Kiln conformance set `random`: 120 random programs from `scripts/xla_fuzz.py` (seed 7).

Each is a DAG of 3-15 ops over 1-3 parameters with small random shapes (elementwise math,
integer and bool ops, conversions, shape ops, reductions, cumulative ops, dots, convolutions,
windows, dynamic slices, gathers, scatters, sorts, control flow), generated so that XLA:CPU's
results are well-conditioned (see the script's doc). The set keeps a fixed sample of the
fuzzer's programs under test; the fuzzer itself draws new ones. Export with
    python3 ../shared/tools/export_corpus.py --cases-file conformance/random.py --out conformance/random
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
from xla_fuzz import programs  # noqa: E402

SEED = 7
COUNT = 120


def cases():
    return programs(SEED, COUNT)
