//! Accumulators carried by vector loops (`kir::accumulator_updates`): four of one op and
//! 32-bit type packed in one vector, the others updated lane by lane (pred, s64, f64 and a
//! lone float), operands computed in the vector loop. Each against `kir_eval` and against
//! the same kernel with every loop scalar, bit for bit, for extents with and without
//! remainders.

use crate::harness::*;
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

const F32: ScalarType = ScalarType::F32;
const S64: ScalarType = ScalarType::S64;

/// Per row of `x` (f32) and `n` (s32): packed f32 sums (of x, x·2, x−1, x·x), packed f32
/// maxima and minima, a lone f32 product, an s32 sum and xor, an s64 sum, an f64 sum and a
/// pred or; each accumulator starts from a value that is not the op's identity.
fn row_accumulators(rows: i64, cols: i64) -> Kernel {
    accumulator_kernel(rows, cols, |fx, nv| {
        use ScalarType::*;
        let f = |v: f64| Expr::Float(v, F32);
        vec![
            (F32, BinaryOp::Add, f(0.25), fx()),
            (F32, BinaryOp::Add, f(-0.0), mul(fx(), f(2.0))),
            (F32, BinaryOp::Add, f(1.0), bin(BinaryOp::Sub, fx(), f(1.0))),
            (F32, BinaryOp::Add, f(3.0), mul(fx(), fx())),
            (F32, BinaryOp::Max, f(f64::NEG_INFINITY), fx()),
            (F32, BinaryOp::Max, f(-0.0), un(UnaryOp::Neg, fx())),
            (F32, BinaryOp::Max, f(0.0), fx()),
            (F32, BinaryOp::Max, f(1e30), fx()),
            (F32, BinaryOp::Min, f(f64::INFINITY), fx()),
            (F32, BinaryOp::Min, f(0.0), un(UnaryOp::Neg, fx())),
            (F32, BinaryOp::Min, f(-0.0), fx()),
            (F32, BinaryOp::Min, f(-1e30), fx()),
            (F32, BinaryOp::Mul, f(1.5), fx()),
            (S32, BinaryOp::Add, Expr::Int(7, S32), nv()),
            (S32, BinaryOp::Xor, Expr::Int(-1, S32), nv()),
            (
                S64,
                BinaryOp::Add,
                Expr::Int(1 << 40, S64),
                Expr::Convert(S64, Box::new(nv())),
            ),
            (
                F64,
                BinaryOp::Add,
                Expr::Float(0.5, F64),
                Expr::Convert(F64, Box::new(fx())),
            ),
            (
                Pred,
                BinaryOp::Or,
                Expr::Int(0, Pred),
                Expr::Cmp {
                    op: CmpOp::Gt,
                    total_order: false,
                    lhs: Box::new(fx()),
                    rhs: Box::new(f(1e6)),
                },
            ),
        ]
    })
}

/// One accumulator, start value and operand per update, over the rows of `x` (f32, read as
/// `fx()`) and `n` (s32, `nv()`): each row folds its `cols` terms in a vector loop.
type Updates = Vec<(ScalarType, BinaryOp, Expr, Expr)>;

fn accumulator_kernel(
    rows: i64,
    cols: i64,
    updates: impl Fn(&dyn Fn() -> Expr, &dyn Fn() -> Expr) -> Updates,
) -> Kernel {
    let mut k = Kernel::new("row_accumulators");
    let x = k.add_buffer(buffer("x", F32, rows * cols, false));
    let n = k.add_buffer(buffer("n", ScalarType::S32, rows * cols, false));
    let (r, c) = (k.new_var(S64), k.new_var(S64));
    let at = || add(mul(var(r), i64c(cols)), var(c));
    let xv = k.new_var(F32);
    let fx = || Expr::Var(xv);
    let nv = || load(n, at());
    let updates = updates(&fx, &nv);
    let mut init = Vec::new();
    let mut body = vec![Stmt::Assign {
        var: xv,
        value: load(x, at()),
    }];
    let mut out = Vec::new();
    for (i, (ty, op, start, operand)) in updates.into_iter().enumerate() {
        let acc = k.new_var(ty);
        init.push(Stmt::Assign {
            var: acc,
            value: start,
        });
        body.push(Stmt::Assign {
            var: acc,
            value: bin(op, var(acc), operand),
        });
        let o = k.add_buffer(buffer(&format!("out{i}"), ty, rows, true));
        out.push(Stmt::Store {
            buffer: o,
            index: var(r),
            value: var(acc),
        });
    }
    let mut row = init;
    row.push(Stmt::Loop {
        var: c,
        extent: cols,
        body,
        parallel: false,
        vector_width: 4,
    });
    row.extend(out);
    k.body = vec![Stmt::Loop {
        var: r,
        extent: rows,
        body: row,
        parallel: true,
        vector_width: 1,
    }];
    k
}

#[test]
fn accumulators_in_vector_loops() {
    for cols in [1, 2, 3, 4, 5, 7, 8, 9, 16, 127, 128, 129] {
        let k = row_accumulators(3, cols);
        let accs = match &k.body[0] {
            Stmt::Loop { body, .. } => body.iter().find_map(|s| match s {
                Stmt::Loop { body, .. } => Some(accumulator_updates(body).len()),
                _ => None,
            }),
            _ => None,
        };
        assert_eq!(accs, Some(18));
        check_vector_and_scalar(&k, cols as u64, Tol::Exact);
    }
}

/// Lone accumulators whose op folds to the same bits in any order (f32 max and min with
/// NaN, infinities and both zeros among the terms; s32/u32 max, min, and, or) are spread
/// over the vector's lanes: the same results as the scalar loop and `kir_eval`, with and
/// without remainders, from start values that are not the op's identity.
#[test]
fn spread_accumulators_in_vector_loops() {
    use ScalarType::*;
    for cols in [0, 1, 3, 4, 5, 7, 8, 9, 64, 67] {
        let k = accumulator_kernel(3, cols, |fx, nv| {
            let f = |v: f64| Expr::Float(v, F32);
            let u = || Expr::Bitcast(U32, Box::new(nv()));
            vec![
                (F32, BinaryOp::Max, f(-0.0), fx()),
                (S32, BinaryOp::Max, Expr::Int(-5, S32), nv()),
                (F32, BinaryOp::Min, f(0.0), un(UnaryOp::Neg, fx())),
                (U32, BinaryOp::Min, Expr::Int(1 << 31, U32), u()),
                (S32, BinaryOp::And, Expr::Int(-1, S32), nv()),
                (F32, BinaryOp::Max, f(f64::NAN), fx()),
                (U32, BinaryOp::Or, Expr::Int(8, U32), u()),
                (S32, BinaryOp::Min, Expr::Int(9, S32), nv()),
            ]
        });
        check_vector_and_scalar(&k, 100 + cols as u64, Tol::Exact);
    }
}

/// An assignment that reads its accumulator elsewhere in the body, or assigns it twice,
/// is no accumulator update.
#[test]
fn accumulator_updates_are_recognized_exactly() {
    let mut k = Kernel::new("not_accumulators");
    let (i, a, b, t) = (
        k.new_var(S64),
        k.new_var(F32),
        k.new_var(F32),
        k.new_var(F32),
    );
    let x = || Expr::Float(1.0, F32);
    let body = vec![
        Stmt::Assign {
            var: a,
            value: add(var(a), x()),
        },
        Stmt::Assign {
            var: t,
            value: var(a),
        },
        Stmt::Assign {
            var: b,
            value: add(var(b), x()),
        },
        Stmt::Assign {
            var: b,
            value: add(var(b), x()),
        },
        Stmt::Assign {
            var: t,
            value: bin(BinaryOp::Sub, var(t), x()),
        },
        Stmt::Store {
            buffer: 0,
            index: var(i),
            value: var(t),
        },
    ];
    assert!(accumulator_updates(&body).is_empty());
    let ok = vec![Stmt::Assign {
        var: a,
        value: bin(BinaryOp::Max, var(a), mul(x(), x())),
    }];
    assert_eq!(accumulator_updates(&ok).len(), 1);
}

/// A vector loop whose body holds a nested loop (which runs in full for all four lanes):
/// per column `j` of `x` (`rows × cols`), `q = fold over rows of x[r][j]` in a varying
/// variable, then `q` into a lone accumulator and a packed group of four, and `q` stored per
/// column. This is the shape of a blocked row reduction's lanes (`lower/reduce_blocks.rs`).
fn column_folds(rows: i64, cols: i64) -> Kernel {
    let mut k = Kernel::new("column_folds");
    let x = k.add_buffer(buffer("x", F32, rows * cols, false));
    let q_out = k.add_buffer(buffer("q", F32, cols, true));
    let (j, r) = (k.new_var(S64), k.new_var(S64));
    let (q, m, t) = (k.new_var(F32), k.new_var(F32), k.new_var(F32));
    let f = |v: f64| Expr::Float(v, F32);
    let accs: Vec<Var> = (0..5).map(|_| k.new_var(F32)).collect();
    let mut body = vec![
        Stmt::Assign {
            var: q,
            value: f(-0.0),
        },
        Stmt::Assign {
            var: m,
            value: f(f64::NEG_INFINITY),
        },
        Stmt::Loop {
            var: r,
            extent: rows,
            body: vec![
                Stmt::Assign {
                    var: t,
                    value: load(x, add(mul(var(r), i64c(cols)), var(j))),
                },
                Stmt::Assign {
                    var: q,
                    value: add(var(q), var(t)),
                },
                Stmt::Assign {
                    var: m,
                    value: bin(BinaryOp::Max, var(m), mul(var(t), var(t))),
                },
            ],
            parallel: false,
            vector_width: 1,
        },
        Stmt::Store {
            buffer: q_out,
            index: var(j),
            value: var(q),
        },
    ];
    let operands = [var(q), var(m), mul(var(q), f(2.0)), var(q), var(m)];
    for (&a, x) in accs.iter().zip(operands) {
        body.push(Stmt::Assign {
            var: a,
            value: add(var(a), x),
        });
    }
    let mut top: Vec<Stmt> = accs
        .iter()
        .map(|&a| Stmt::Assign {
            var: a,
            value: f(0.5),
        })
        .collect();
    top.push(Stmt::Loop {
        var: j,
        extent: cols,
        body,
        parallel: false,
        vector_width: 4,
    });
    for (i, &a) in accs.iter().enumerate() {
        let o = k.add_buffer(buffer(&format!("acc{i}"), F32, 1, true));
        top.push(Stmt::Store {
            buffer: o,
            index: i64c(0),
            value: var(a),
        });
    }
    k.body = top;
    k
}

#[test]
fn vector_loops_with_nested_loops() {
    for (rows, cols) in [(1, 4), (8, 4), (3, 5), (0, 7), (5, 16), (2, 9)] {
        let k = column_folds(rows, cols);
        check_vector_and_scalar(&k, (rows * 31 + cols) as u64, Tol::Exact);
    }
}
