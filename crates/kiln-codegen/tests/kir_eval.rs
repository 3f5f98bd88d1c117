//! The kernel interpreter on hand-built kernels: its checks (validation, bounds, ranges)
//! fail with errors, never panics, and its strictness about vector loops catches kernels
//! that wrongly mark a dependent loop.

use kiln_codegen::kir::build::{add, bin, i64c, load, var};
use kiln_codegen::kir::{BinaryOp, BufferParam, Expr, Kernel, ScalarType, Stmt, Var};
use kiln_codegen::kir_eval::{run_kernel, validate};

fn buffer(name: &str, ty: ScalarType, n: i64, writable: bool) -> BufferParam {
    BufferParam {
        name: name.into(),
        ty,
        dims: vec![n],
        writable,
        resident: false,
    }
}

/// `out[i] = in[i + offset]` over `n` elements, the loop parallel with the given width.
fn copy_kernel(n: i64, offset: i64, vector_width: u8) -> Kernel {
    let mut k = Kernel::new("copy");
    k.add_buffer(buffer("in", ScalarType::F32, n, false));
    k.add_buffer(buffer("out", ScalarType::F32, n, true));
    let i = k.new_var(ScalarType::S64);
    k.body = vec![Stmt::Loop {
        var: i,
        extent: n,
        body: vec![Stmt::Store {
            buffer: 1,
            index: var(i),
            value: load(0, add(var(i), i64c(offset))),
        }],
        parallel: true,
        vector_width,
    }];
    k
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn runs_whole_and_in_pieces() {
    let k = copy_kernel(10, 0, 4);
    let input: Vec<f32> = (0..10).map(|i| i as f32 * 1.5).collect();
    let mut bufs = vec![f32_bytes(&input), vec![0; 40]];
    run_kernel(&k, &mut bufs, 6, 10).expect("piece");
    run_kernel(&k, &mut bufs, 0, 6).expect("piece");
    assert_eq!(f32s(&bufs[1]), input);
    let err = run_kernel(&k, &mut bufs, 5, 11).expect_err("past the extent");
    assert!(err.contains("outside"), "{err}");
    assert!(run_kernel(&k, &mut bufs, 4, 3).is_err());
}

#[test]
fn out_of_bounds_loads_are_errors() {
    let k = copy_kernel(10, 1, 1);
    let mut bufs = vec![vec![0; 40], vec![0; 40]];
    let err = run_kernel(&k, &mut bufs, 0, 10).expect_err("reads in[10]");
    assert!(err.contains("out of bounds"), "{err}");
}

#[test]
fn buffers_must_match_the_signature() {
    let k = copy_kernel(10, 0, 1);
    assert!(run_kernel(&k, &mut [vec![0; 40]], 0, 10).is_err());
    assert!(run_kernel(&k, &mut [vec![0; 40], vec![0; 39]], 0, 10).is_err());
}

#[test]
fn validation_rejects_malformed_kernels() {
    let mut k = copy_kernel(4, 0, 1);
    k.buffers[1].writable = false;
    assert!(validate(&k).expect_err("read-only").contains("read-only"));

    let mut k = copy_kernel(4, 0, 3);
    assert!(validate(&k).expect_err("width 3").contains("vector width"));
    k = copy_kernel(4, 0, 1);
    k.body.push(k.body[0].clone());
    assert!(
        validate(&k).is_err(),
        "a parallel loop must be the only statement"
    );

    let mut k = copy_kernel(4, 0, 1);
    let Stmt::Loop { body, .. } = &mut k.body[0] else {
        unreachable!()
    };
    body[0] = Stmt::Store {
        buffer: 1,
        index: var(Var(7)),
        value: load(5, i64c(0)),
    };
    assert!(validate(&k).is_err(), "unknown variable and buffer");

    let mut k = copy_kernel(4, 0, 1);
    let Stmt::Loop { body, .. } = &mut k.body[0] else {
        unreachable!()
    };
    body[0] = Stmt::Store {
        buffer: 1,
        index: var(Var(0)),
        value: bin(
            BinaryOp::Add,
            load(0, var(Var(0))),
            Expr::Int(1, ScalarType::S32),
        ),
    };
    assert!(validate(&k).expect_err("f32 + s32").contains("Add"));

    let mut k = copy_kernel(4, 0, 1);
    let x = k.new_var(ScalarType::F32);
    let Stmt::Loop { body, .. } = &mut k.body[0] else {
        unreachable!()
    };
    body.insert(
        0,
        Stmt::Store {
            buffer: 1,
            index: var(Var(0)),
            value: var(x),
        },
    );
    body.push(Stmt::Assign {
        var: x,
        value: Expr::Bitcast(ScalarType::F32, Box::new(Expr::Int(1, ScalarType::S16))),
    });
    let err = validate(&k).expect_err("x read before assignment");
    assert!(err.contains("before"), "{err}");
}

/// `out[i] = out[i - 1] + in[i]` carries a value between iterations: marked as a vector
/// loop, the interpreter's backwards lanes make the result differ.
#[test]
fn dependent_vector_loops_are_caught() {
    let prefix_sum = |vector_width| {
        let mut k = Kernel::new("scan");
        k.add_buffer(buffer("in", ScalarType::F32, 8, false));
        k.add_buffer(buffer("out", ScalarType::F32, 9, true));
        let i = k.new_var(ScalarType::S64);
        let prev = load(1, var(i));
        k.body = vec![Stmt::Loop {
            var: i,
            extent: 8,
            body: vec![Stmt::Store {
                buffer: 1,
                index: add(var(i), i64c(1)),
                value: add(prev, load(0, var(i))),
            }],
            parallel: false,
            vector_width,
        }];
        let mut bufs = vec![f32_bytes(&[1.0; 8]), vec![0; 36]];
        run_kernel(&k, &mut bufs, 0, 1).expect("runs");
        f32s(&bufs[1])
    };
    assert_eq!(
        prefix_sum(1),
        vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]
    );
    assert_ne!(prefix_sum(4), prefix_sum(1));
}

#[test]
fn sixteen_bit_floats_round_on_store() {
    let mut k = Kernel::new("round");
    k.add_buffer(buffer("out", ScalarType::BF16, 1, true));
    k.add_buffer(buffer("out16", ScalarType::F16, 1, true));
    let x = 1.0 + 2f64.powi(-8) + 2f64.powi(-9);
    k.body = vec![
        Stmt::Store {
            buffer: 0,
            index: i64c(0),
            value: Expr::Float(x, ScalarType::F32),
        },
        Stmt::Store {
            buffer: 1,
            index: i64c(0),
            value: Expr::Float(65520.0, ScalarType::F32),
        },
    ];
    let mut bufs = vec![vec![0; 2], vec![0; 2]];
    run_kernel(&k, &mut bufs, 0, 1).expect("runs");
    let bf = half::bf16::from_bits(u16::from_le_bytes([bufs[0][0], bufs[0][1]]));
    assert_eq!(bf.to_f32(), 1.0 + 2f32.powi(-7));
    let h = half::f16::from_bits(u16::from_le_bytes([bufs[1][0], bufs[1][1]]));
    assert_eq!(h.to_f32(), f32::INFINITY, "65520 rounds up to f16 infinity");
}

/// An accumulator in a vector loop is updated in iteration order even though the group's
/// iterations run backwards: a float sum that depends on the order gives the sequential
/// result with any width, while a sum read elsewhere in the body is no accumulator and
/// would change.
#[test]
fn vector_loop_accumulators_keep_their_order() {
    let xs = [1.0f32, 1e8, -1e8, 0.0, 3.0, -2.5, 1e-3, 7.0, 0.5];
    let sum = |vector_width| {
        let mut k = Kernel::new("sum");
        k.add_buffer(buffer("in", ScalarType::F32, xs.len() as i64, false));
        k.add_buffer(buffer("out", ScalarType::F32, 1, true));
        let (i, acc) = (k.new_var(ScalarType::S64), k.new_var(ScalarType::F32));
        k.body = vec![
            Stmt::Assign {
                var: acc,
                value: Expr::Float(0.0, ScalarType::F32),
            },
            Stmt::Loop {
                var: i,
                extent: xs.len() as i64,
                body: vec![Stmt::Assign {
                    var: acc,
                    value: add(var(acc), load(0, var(i))),
                }],
                parallel: false,
                vector_width,
            },
            Stmt::Store {
                buffer: 1,
                index: i64c(0),
                value: var(acc),
            },
        ];
        let mut bufs = vec![f32_bytes(&xs), vec![0; 4]];
        run_kernel(&k, &mut bufs, 0, 1).expect("runs");
        f32s(&bufs[1])[0]
    };
    let sequential = xs.iter().fold(0.0f32, |a, &x| a + x);
    assert_eq!(sum(1).to_bits(), sequential.to_bits());
    assert_eq!(sum(4).to_bits(), sequential.to_bits());
    let reversed_groups = [3, 2, 1, 0, 7, 6, 5, 4, 8]
        .iter()
        .fold(0.0f32, |a, &j| a + xs[j]);
    assert_ne!(
        reversed_groups, sequential,
        "the values must depend on the order"
    );
}
