//! Long associative reductions are folded in the interpreter's blocks of 128 terms (contiguous
//! ones in sixteen lanes, others several blocks at once), in vector loops whose chains are
//! accumulators: the kernels agree with
//! `kiln-eval` bit for bit, for every reducer op and type, for extents around the vector
//! step, block and chain boundaries, and with reduced dimensions before the last.

use crate::harness::{check, Tol};
use kiln_codegen::kir::{Expr, Kernel, Stmt};

fn reduce(ty: &str, from: &str, to: &str, dims: &str, op: &str, init: &str) -> String {
    format!(
        "HloModule m
red {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT r = {ty}[] {op}(a, b)
}}
ENTRY e {{
  x = {ty}{from} parameter(0)
  i = {ty}[] constant({init})
  ROOT r = {ty}{to} reduce(x, i), dimensions={dims}, to_apply=red
}}
"
    )
}

/// The largest number of variables assigned a constant together before one loop (the
/// chains' accumulators).
fn max_chains(kernel: &Kernel) -> usize {
    fn walk(stmts: &[Stmt]) -> usize {
        let mut best = 0;
        let mut run = 0;
        for s in stmts {
            match s {
                Stmt::Assign {
                    value: Expr::Float(..) | Expr::Int(..),
                    ..
                } => run += 1,
                Stmt::Loop { body, .. } => {
                    best = best.max(run).max(walk(body));
                    run = 0;
                }
                _ => run = 0,
            }
        }
        best.max(run)
    }
    walk(&kernel.body)
}

/// Extents just past one block, between chains, exactly one group of chains, a group and a
/// remainder of blocks and terms.
const ROWS: [(&str, &str); 6] = [
    ("[3,129]", "[3]"),
    ("[2,1000]", "[2]"),
    ("[2,1024]", "[2]"),
    ("[2,1100]", "[2]"),
    ("[1,2309]", "[1]"),
    ("[4,256]", "[4]"),
];

#[test]
fn float_rows_are_exact_for_every_op() {
    for (from, to) in ROWS {
        for (op, init) in [
            ("add", "0"),
            ("multiply", "1"),
            ("maximum", "-inf"),
            ("minimum", "inf"),
        ] {
            for ty in ["f32", "f64"] {
                check(&reduce(ty, from, to, "{1}", op, init), Tol::Exact);
            }
        }
        for ty in ["f16", "bf16"] {
            check(&reduce(ty, from, to, "{1}", "add", "0"), Tol::Exact);
            check(&reduce(ty, from, to, "{1}", "maximum", "-inf"), Tol::Exact);
        }
    }
}

#[test]
fn integer_and_pred_rows_are_exact_for_every_op() {
    for (from, to) in [ROWS[1], ROWS[3]] {
        for ty in ["s32", "u8", "s64", "u32", "s16", "u64"] {
            for op in ["add", "multiply", "maximum", "minimum", "and", "or", "xor"] {
                check(&reduce(ty, from, to, "{1}", op, "1"), Tol::Exact);
            }
        }
        for op in ["and", "or", "xor", "maximum", "minimum"] {
            check(&reduce("pred", from, to, "{1}", op, "true"), Tol::Exact);
            check(&reduce("pred", from, to, "{1}", op, "false"), Tol::Exact);
        }
    }
}

#[test]
fn long_rows_use_independent_chains() {
    let kernel = check(
        &reduce("f32", "[3,2100]", "[3]", "{1}", "add", "0"),
        Tol::Exact,
    );
    assert_eq!(kernel.parallel_extent(), 3);
    // Contiguous terms: four chains of vectors, sixteen lanes.
    assert!(max_chains(&kernel) >= 4, "{kernel:#?}");
    // Terms not contiguous (a reduced dimension before a kept one): eight blocks at once.
    let kernel = check(
        &reduce("f32", "[2,3,1024]", "[3]", "{0,2}", "add", "0"),
        Tol::Exact,
    );
    assert!(max_chains(&kernel) >= 8, "{kernel:#?}");
    // Up to 128 terms the fold stays sequential, as in the interpreter.
    let kernel = check(
        &reduce("f32", "[3,128]", "[3]", "{1}", "add", "0"),
        Tol::Exact,
    );
    assert!(max_chains(&kernel) <= 1, "{kernel:#?}");
}

/// Extents 1..9, 127..129 and 1023..1025: every reducer op, float and integer.
#[test]
fn odd_extents_are_exact() {
    for n in (1..=9).chain(127..=129).chain(1023..=1025) {
        let (from, to) = (format!("[2,{n}]"), "[2]");
        for (op, init) in [
            ("add", "0"),
            ("multiply", "1"),
            ("maximum", "-inf"),
            ("minimum", "inf"),
        ] {
            check(&reduce("f32", &from, to, "{1}", op, init), Tol::Exact);
        }
        for op in ["add", "multiply", "maximum", "minimum", "and", "or", "xor"] {
            check(&reduce("s32", &from, to, "{1}", op, "1"), Tol::Exact);
        }
    }
}

/// The innermost loop of a row reduction, blocked or not, is a vector loop or runs inside
/// one (a block's lanes: the loop over its steps runs for four lanes at once): its
/// accumulators (the chains) are updated in order by every emitter.
#[test]
fn reduction_loops_are_vector_loops() {
    fn innermost_widths(stmts: &[Stmt], outer: u8, out: &mut Vec<u8>) {
        for s in stmts {
            if let Stmt::Loop {
                body, vector_width, ..
            } = s
            {
                let width = outer.max(*vector_width);
                if body.iter().any(|b| matches!(b, Stmt::Loop { .. })) {
                    innermost_widths(body, width, out);
                } else {
                    out.push(width);
                }
            }
        }
    }
    for (n, op, init) in [
        (2100, "add", "0"),
        (2100, "maximum", "-inf"),
        (100, "add", "0"),
    ] {
        let kernel = check(
            &reduce("f32", &format!("[3,{n}]"), "[3]", "{1}", op, init),
            Tol::Exact,
        );
        let mut widths = Vec::new();
        innermost_widths(&kernel.body, 1, &mut widths);
        assert!(
            !widths.is_empty() && widths.iter().all(|&w| w == 4),
            "{kernel:#?}"
        );
    }
}

#[test]
fn several_reduced_dimensions() {
    for (from, to, dims) in [
        // Blocks are whole rows of the last reduced dimension.
        ("[2,3,256]", "[2]", "{1,2}"),
        ("[3,2,128]", "[2]", "{0,2}"),
        ("[5,1,300]", "[1]", "{0,2}"),
        ("[1,1,1,700]", "[]", "{0,1,2,3}"),
        ("[1300]", "[]", "{0}"),
    ] {
        check(&reduce("f32", from, to, dims, "add", "0"), Tol::Exact);
        check(&reduce("s32", from, to, dims, "maximum", "0"), Tol::Exact);
    }
    // Blocks would straddle rows: one sequential nest, within rounding of the interpreter.
    for (from, to, dims) in [
        ("[3,200]", "[]", "{0,1}"),
        ("[2,5,100]", "[5]", "{0,2}"),
        ("[3,4,48]", "[4]", "{0,2}"),
        ("[3,4,32]", "[4]", "{0,2}"),
    ] {
        check(&reduce("f32", from, to, dims, "add", "0"), Tol::Rel(1e-5));
        check(&reduce("s32", from, to, dims, "add", "0"), Tol::Exact);
    }
}

/// A last reduced dimension shorter than a block whose blocks span whole rows of the reduced
/// dimension before it (`x.mean((0, 2))`, a group norm's statistics): chains of blocks, each
/// block's rows in order, across the reduced dimensions before (a block's rows never do),
/// bit for bit the interpreter; eight blocks at once where there are eight.
#[test]
fn blocks_spanning_rows() {
    for (from, to, dims) in [
        ("[64,5,64]", "[5]", "{0,2}"),
        ("[8,3,32]", "[3]", "{0,2}"),
        ("[16,2,16]", "[2]", "{0,2}"),
        ("[40,3,64]", "[3]", "{0,2}"),
        ("[2,10,3,64]", "[3]", "{0,1,3}"),
        ("[12,3,128]", "[3]", "{0,2}"),
        ("[2,8,32,4,8]", "[2,4]", "{1,2,4}"),
        ("[2,6,16,3,8]", "[2,3]", "{1,2,4}"),
        ("[3,5,2,64]", "[5]", "{0,2,3}"),
    ] {
        for (op, init) in [
            ("add", "0"),
            ("multiply", "1"),
            ("maximum", "-inf"),
            ("minimum", "inf"),
        ] {
            check(&reduce("f32", from, to, dims, op, init), Tol::Exact);
        }
        check(&reduce("s32", from, to, dims, "add", "0"), Tol::Exact);
        check(&reduce("bf16", from, to, dims, "add", "0"), Tol::Exact);
    }
    let kernel = check(
        &reduce("f32", "[64,5,64]", "[5]", "{0,2}", "add", "0"),
        Tol::Exact,
    );
    assert!(max_chains(&kernel) >= 8, "{kernel:#?}");
    // A group norm's statistics: blocks of 16 rows of 8 terms, two blocks per row of the
    // first reduced dimension; the chains run on across it, eight blocks at once.
    let kernel = check(
        &reduce("f32", "[2,8,32,4,8]", "[2,4]", "{1,2,4}", "add", "0"),
        Tol::Exact,
    );
    assert!(max_chains(&kernel) >= 8, "{kernel:#?}");
}

#[test]
fn fused_inputs_and_shared_nests() {
    // A normalization: the mean and the mean of squares share the blocked nest, and the
    // squared input is computed inside it.
    let hlo = "HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[4,1000] parameter(0)
  z = f32[] constant(0)
  s = f32[4] reduce(x, z), dimensions={1}, to_apply=add
  sq = f32[4,1000] multiply(x, x)
  s2 = f32[4] reduce(sq, z), dimensions={1}, to_apply=add
  ROOT t = (f32[4], f32[4]) tuple(s, s2)
}
";
    check(hlo, Tol::Exact);
    // A softmax: a blocked max, then a blocked sum of exponentials read once per row.
    let hlo = "HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[3,300] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[3] reduce(x, ninf), dimensions={1}, to_apply=mx
  mb = f32[3,300] broadcast(m), dimensions={0}
  d = f32[3,300] subtract(x, mb)
  e = f32[3,300] exponential(d)
  z = f32[] constant(0)
  s = f32[3] reduce(e, z), dimensions={1}, to_apply=add
  sb = f32[3,300] broadcast(s), dimensions={0}
  ROOT o = f32[3,300] divide(e, sb)
}
";
    check(hlo, Tol::Ulp);
}
