//! Loop-invariant values of vector loops, computed once before the steps
//! (`cpu::vector::invariant`): the same results as `kir_eval` and the scalar loop for every
//! extent around the steps and the remainder, NaN and infinite scales included, and the value
//! emitted once, not once per step.

use crate::harness::*;
use kiln_codegen::cpu::compile_kernel;
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

const F32: ScalarType = ScalarType::F32;
const S64: ScalarType = ScalarType::S64;

fn f(x: f64) -> Expr {
    Expr::Float(x, F32)
}

fn store(buffer: u32, index: Expr, value: Expr) -> Stmt {
    Stmt::Store {
        buffer,
        index,
        value,
    }
}

fn for_loop(var: Var, extent: i64, parallel: bool, vector_width: u8, body: Vec<Stmt>) -> Stmt {
    Stmt::Loop {
        var,
        extent,
        body,
        parallel,
        vector_width,
    }
}

/// `o[r, c] = a[r, c] * min(s[r], 1) + sqrt(|s[r + rows]|) + Σ_j s[j] * a[r, c]`: a row's
/// scale and offset are invariant in the vector loop over `c`, the inner loop's terms are not.
fn scaled_rows(rows: i64, cols: i64) -> Kernel {
    let mut k = Kernel::new("scaled_rows");
    let a = k.add_buffer(buffer("a", F32, rows * cols, false));
    let s = k.add_buffer(buffer("s", F32, 2 * rows + 3, false));
    let o = k.add_buffer(buffer("o", F32, rows * cols, true));
    let (r, c, j) = (k.new_var(S64), k.new_var(S64), k.new_var(S64));
    let acc = k.new_var(F32);
    let idx = add(mul(var(r), i64c(cols)), var(c));
    let scale = bin(BinaryOp::Min, load(s, var(r)), f(1.0));
    let offset = un(
        UnaryOp::Sqrt,
        un(UnaryOp::Abs, load(s, add(var(r), i64c(rows)))),
    );
    let term = mul(load(s, add(var(j), i64c(2 * rows))), load(a, idx.clone()));
    let body = vec![
        Stmt::Assign {
            var: acc,
            value: f(0.0),
        },
        for_loop(
            j,
            3,
            false,
            1,
            vec![Stmt::Assign {
                var: acc,
                value: add(var(acc), term),
            }],
        ),
        store(
            o,
            idx.clone(),
            add(add(mul(load(a, idx), scale), offset), var(acc)),
        ),
    ];
    k.body = vec![for_loop(
        r,
        rows,
        true,
        1,
        vec![for_loop(c, cols, false, 4, body)],
    )];
    k
}

#[test]
fn invariant_values_match_the_scalar_loop() {
    for (rows, cols) in [
        (3, 5),
        (2, 17),
        (4, 8),
        (1, 1),
        (5, 3),
        (3, 0),
        (2, 4),
        (7, 12),
    ] {
        for seed in 0..4 {
            check_vector_and_scalar(&scaled_rows(rows, cols), seed, Tol::Exact);
        }
    }
}

/// `o[i] = a[i] * e` where `e` is a chain of `ops` operations on `s[0]`.
fn scaled_by_chain(ops: usize, vector_width: u8) -> Kernel {
    let mut k = Kernel::new("scaled_by_chain");
    let a = k.add_buffer(buffer("a", F32, 1000, false));
    let s = k.add_buffer(buffer("s", F32, 1, false));
    let o = k.add_buffer(buffer("o", F32, 1000, true));
    let i = k.new_var(S64);
    let chain = (0..ops).fold(load(s, i64c(0)), |e, n| {
        let c = f(1.0 + n as f64 / 8.0);
        if n % 2 == 0 {
            bin(BinaryOp::Min, e, c)
        } else {
            bin(BinaryOp::Div, e, c)
        }
    });
    k.body = vec![for_loop(
        i,
        1000,
        true,
        vector_width,
        vec![store(o, var(i), mul(load(a, var(i)), chain))],
    )];
    k
}

/// The invariant chain is emitted twice in a vector loop (once before the steps, once in the
/// scalar remainder), not once per step (the main loop's two steps and its last single one,
/// plus the remainder): the code it adds is at most about twice what it adds to a scalar
/// loop, where it is emitted once.
#[test]
fn invariant_values_are_emitted_once_before_the_steps() {
    let size = |ops, width| {
        compile_kernel(&scaled_by_chain(ops, width))
            .unwrap()
            .code
            .len()
    };
    let scalar = size(24, 1) - size(8, 1);
    let vector = size(24, 4) - size(8, 4);
    assert!(
        vector * 2 <= scalar * 5,
        "the chain adds {vector} bytes to the vector loop, {scalar} to the scalar loop"
    );
    for seed in 0..3 {
        check_vector_and_scalar(&scaled_by_chain(24, 4), seed, Tol::Exact);
    }
}
