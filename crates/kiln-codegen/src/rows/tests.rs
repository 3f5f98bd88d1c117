use super::{row_access, BufferRows, RowAccess};
use crate::kir::{BinaryOp, BufferParam, Expr, Kernel, ScalarType, Stmt};
use crate::lower::lower_computation;
use kiln_hlo::{parse_module, CompId};

/// The row access of the kernel lowered from `body` (an entry computation).
fn access(body: &str) -> Option<RowAccess> {
    let text = format!(
        "HloModule m\nadd {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}}\nENTRY e {{\n{body}\n}}\n"
    );
    let module = parse_module(&text).unwrap();
    let entry = CompId(module.computations.len() as u32 - 1);
    let kernel = lower_computation(&module, entry, "k").unwrap();
    row_access(&kernel)
}

const READ: BufferRows = BufferRows {
    read: true,
    written: false,
    by_rows: true,
};
const WRITTEN: BufferRows = BufferRows {
    read: false,
    written: true,
    by_rows: true,
};

#[test]
fn softmax_steps_access_their_own_rows() {
    // A row reduction, and a row shifted by its reduced value.
    let reduce = access(
        r#"  x = f32[37,300] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[37] reduce(x, z), dimensions={1}, to_apply=add"#,
    )
    .unwrap();
    assert_eq!(reduce.rows, 37);
    assert_eq!(reduce.buffers, vec![READ, WRITTEN]);
    let shift = access(
        r#"  m = f32[37] parameter(0)
  x = f32[37,300] parameter(1)
  b = f32[37,300] broadcast(m), dimensions={0}
  ROOT s = f32[37,300] subtract(x, b)"#,
    )
    .unwrap();
    assert_eq!(shift.rows, 37);
    assert_eq!(shift.buffers, vec![READ, READ, WRITTEN]);
}

#[test]
fn a_vector_broadcast_along_the_rows_is_not_read_by_rows() {
    let scale = access(
        r#"  g = f32[300] parameter(0)
  x = f32[37,300] parameter(1)
  b = f32[37,300] broadcast(g), dimensions={1}
  ROOT s = f32[37,300] multiply(x, b)"#,
    )
    .unwrap();
    assert!(!scale.buffers[0].by_rows);
    assert!(scale.buffers[1].by_rows && scale.buffers[2].by_rows);
}

#[test]
fn a_transpose_reads_across_rows() {
    let t = access(
        r#"  x = f32[40,30] parameter(0)
  ROOT t = f32[30,40] transpose(x), dimensions={1,0}"#,
    );
    if let Some(t) = t {
        assert!(!t.buffers[0].by_rows, "{t:?}");
    }
}

/// `for r in 0..rows (parallel) { for j in 0..inner { out[index(r, j)] = in[r * n + j] } }`.
fn copy_kernel(rows: i64, inner: i64, n: i64, index: impl Fn(Expr, Expr) -> Expr) -> Kernel {
    let mut k = Kernel::new("copy");
    let buffer = |name: &str, writable| BufferParam {
        name: name.into(),
        ty: ScalarType::F32,
        dims: vec![rows, n],
        writable,
        resident: false,
    };
    k.add_buffer(buffer("in", false));
    k.add_buffer(buffer("out", true));
    let (r, j) = (k.new_var(ScalarType::S64), k.new_var(ScalarType::S64));
    let int = |c| Expr::Int(c, ScalarType::S64);
    let bin = |op, a, b| Expr::Binary(op, Box::new(a), Box::new(b));
    let load_index = bin(
        BinaryOp::Add,
        bin(BinaryOp::Mul, Expr::Var(r), int(n)),
        Expr::Var(j),
    );
    k.body = vec![Stmt::Loop {
        var: r,
        extent: rows,
        parallel: true,
        vector_width: 1,
        body: vec![Stmt::Loop {
            var: j,
            extent: inner,
            parallel: false,
            vector_width: 1,
            body: vec![Stmt::Store {
                buffer: 1,
                index: index(Expr::Var(r), Expr::Var(j)),
                value: Expr::Load {
                    buffer: 0,
                    index: Box::new(load_index),
                },
            }],
        }],
    }];
    k
}

#[test]
fn merged_leading_dimensions_and_out_of_row_indices() {
    let int = |c| Expr::Int(c, ScalarType::S64);
    let bin = |op, a, b| Expr::Binary(op, Box::new(a), Box::new(b));
    // Rows r = (a, b) of a [4, 3] grid: (r / 3)·(3·8) + (r % 3)·8 + j is row r of 8.
    let grid = copy_kernel(12, 8, 8, |r, j| {
        let a = bin(
            BinaryOp::Mul,
            bin(BinaryOp::Div, r.clone(), int(3)),
            int(24),
        );
        let b = bin(BinaryOp::Mul, bin(BinaryOp::Rem, r, int(3)), int(8));
        bin(BinaryOp::Add, bin(BinaryOp::Add, a, b), j)
    });
    assert!(row_access(&grid).unwrap().buffers.iter().all(|b| b.by_rows));
    // Reading past the row (j runs to 9 in rows of 8).
    let long = copy_kernel(12, 9, 8, |r, j| {
        bin(BinaryOp::Add, bin(BinaryOp::Mul, r, int(8)), j)
    });
    let long = row_access(&long).unwrap();
    assert!(!long.buffers[0].by_rows && !long.buffers[1].by_rows);
    // The next row: r·8 + 8 + j.
    let next = copy_kernel(12, 8, 8, |r, j| {
        let start = bin(BinaryOp::Add, bin(BinaryOp::Mul, r, int(8)), int(8));
        bin(BinaryOp::Add, start, j)
    });
    let next = row_access(&next).unwrap();
    assert!(next.buffers[0].by_rows && !next.buffers[1].by_rows);
    // A term mixing the row and the inner variable: r·j.
    let mixed = copy_kernel(12, 8, 8, |r, j| bin(BinaryOp::Mul, r, j));
    assert!(!row_access(&mixed).unwrap().buffers[1].by_rows);
    // Rows of a [4, 3] grid written in the wrong order: (r % 3)·32 + (r / 3)·8.
    let swapped = copy_kernel(12, 8, 8, |r, j| {
        let a = bin(
            BinaryOp::Mul,
            bin(BinaryOp::Rem, r.clone(), int(3)),
            int(32),
        );
        let b = bin(BinaryOp::Mul, bin(BinaryOp::Div, r, int(3)), int(8));
        bin(BinaryOp::Add, bin(BinaryOp::Add, a, b), j)
    });
    assert!(!row_access(&swapped).unwrap().buffers[1].by_rows);
}

#[test]
fn merged_dimensions_are_proved_as_digits_beyond_the_checked_rows() {
    // 300 000 rows (more than are checked one by one) over a [1500, 200] grid, rows of 8.
    let int = |c| Expr::Int(c, ScalarType::S64);
    let bin = |op, a, b| Expr::Binary(op, Box::new(a), Box::new(b));
    let rows = 300_000;
    let digits = |outer: i64, inner: i64, inner_is_rem: bool| {
        move |r: Expr, j: Expr| {
            let (hi, lo) = if inner_is_rem {
                (
                    bin(BinaryOp::Div, r.clone(), int(200)),
                    bin(BinaryOp::Rem, r, int(200)),
                )
            } else {
                (
                    bin(BinaryOp::Rem, r.clone(), int(200)),
                    bin(BinaryOp::Div, r, int(200)),
                )
            };
            let sum = bin(
                BinaryOp::Add,
                bin(BinaryOp::Mul, hi, int(outer)),
                bin(BinaryOp::Mul, int(inner), lo),
            );
            bin(BinaryOp::Add, sum, j)
        }
    };
    let by_rows = |k: Kernel| row_access(&k).unwrap().buffers[1].by_rows;
    assert!(by_rows(copy_kernel(rows, 8, 8, digits(1600, 8, true))));
    // The digits swapped, a wrong place value, or a gap in the radix.
    assert!(!by_rows(copy_kernel(rows, 8, 8, digits(1600, 8, false))));
    assert!(!by_rows(copy_kernel(rows, 8, 8, digits(1608, 8, true))));
    let gap = |r: Expr, j: Expr| {
        let hi = bin(
            BinaryOp::Mul,
            bin(BinaryOp::Div, r.clone(), int(400)),
            int(3200),
        );
        let lo = bin(BinaryOp::Mul, bin(BinaryOp::Rem, r, int(200)), int(8));
        bin(BinaryOp::Add, bin(BinaryOp::Add, hi, lo), j)
    };
    assert!(!by_rows(copy_kernel(rows, 8, 8, gap)));
    // The middle digit of three as (r % 2400) / 200: [125, 12, 200] over 300 000 rows.
    let three = |r: Expr, j: Expr| {
        let a = bin(
            BinaryOp::Mul,
            bin(BinaryOp::Div, r.clone(), int(2400)),
            int(19200),
        );
        let b = bin(
            BinaryOp::Mul,
            bin(
                BinaryOp::Div,
                bin(BinaryOp::Rem, r.clone(), int(2400)),
                int(200),
            ),
            int(1600),
        );
        let c = bin(BinaryOp::Mul, bin(BinaryOp::Rem, r, int(200)), int(8));
        bin(
            BinaryOp::Add,
            bin(BinaryOp::Add, bin(BinaryOp::Add, a, b), c),
            j,
        )
    };
    assert!(by_rows(copy_kernel(rows, 8, 8, three)));
}
