//! Tiled scalar f64 loops (`cpu::tile_f64`): tanh and log1p of a varying f64 computed a tile
//! at a time by the eight-lane helpers must give what the scalar helpers give (bit for bit,
//! whole and in uneven parallel pieces, with and without the wide helpers) and be within 2
//! ulp of `kir_eval` (libm) per call; bodies that carry a value between iterations are not
//! tiled.

use crate::harness::*;
use crate::wide::{check_tiled, compile};
use kiln_codegen::cpu::wide_helpers_available;
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

const F64: ScalarType = ScalarType::F64;
const S64: ScalarType = ScalarType::S64;

fn tanh(x: Expr) -> Expr {
    un(UnaryOp::Tanh, x)
}

fn c64(x: f64) -> Expr {
    Expr::Float(x, F64)
}

/// Extents below, at and around the tile size (256) and its multiples.
const EXTENTS: [i64; 8] = [1, 3, 8, 255, 256, 257, 515, 1029];

#[test]
fn tanh_sites_tiled_match_the_scalar_helper() {
    for n in EXTENTS {
        // One site, and an RNN step's shape: tanh(x + y).
        let k = elementwise(&[F64], F64, n, 4, |a| tanh(a[0].clone()));
        check_tiled(&k, Some(2));
        let k = elementwise(&[F64, F64], F64, n, 4, |a| {
            tanh(add(a[0].clone(), a[1].clone()))
        });
        check_tiled(&k, Some(2));
        // Nested sites and a uniform one (tanh(0.5) stays a scalar call).
        let k = elementwise(&[F64], F64, n, 1, |a| {
            add(tanh(tanh(a[0].clone())), mul(tanh(c64(0.5)), a[0].clone()))
        });
        check_tiled(&k, Some(6));
        // random_normal's erf_inv: log1p(-(x·x)) beside a tanh, both sites in one body.
        let k = elementwise(&[F64], F64, n, 4, |a| {
            let x = mul(a[0].clone(), c64(1e-3));
            let l = un(UnaryOp::Log1p, un(UnaryOp::Neg, mul(x.clone(), x.clone())));
            add(l, tanh(x))
        });
        check_tiled(&k, Some(4));
        let k = elementwise(&[F64], F64, n, 4, |a| {
            un(UnaryOp::Log1p, un(UnaryOp::Abs, a[0].clone()))
        });
        check_tiled(&k, Some(2));
    }
}

/// Special values through the tiled loop and the scalar helper: the same bits.
#[test]
fn special_values_tiled_and_scalar_agree() {
    special_values_for(UnaryOp::Tanh, f64::tanh);
    special_values_for(UnaryOp::Log1p, f64::ln_1p);
}

fn special_values_for(op: UnaryOp, libm: fn(f64) -> f64) {
    let mut xs = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        5e-324,
        -1e-300,
        0.625,
        -0.625,
        0.624_999_999_999_999_9,
        19.999,
        20.0,
        -25.0,
        1e300,
        -1.0,
        -1.5,
        -0.999_999_999_999,
        0.414_213_562_373_095_1,
        -0.292_893_218_813_452_4,
        1e17,
    ];
    xs.extend((0..300).map(|i| (i as f64 - 150.0) * 0.0173));
    let n = xs.len() as i64;
    let k = elementwise(&[F64], F64, n, 4, |a| un(op, a[0].clone()));
    let bytes: Vec<u8> = xs.iter().flat_map(|v| v.to_le_bytes()).collect();
    let run = |wide: bool| {
        let mut bufs = vec![bytes.clone(), vec![0u8; 8 * n as usize]];
        crate::wide::run_with(&k, &mut bufs, &[(0, n)], wide);
        bufs[1]
            .chunks(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .collect::<Vec<f64>>()
    };
    let (tiled, scalar) = (run(true), run(false));
    for ((x, t), s) in xs.iter().zip(&tiled).zip(&scalar) {
        let same = t.to_bits() == s.to_bits() || (t.is_nan() && s.is_nan());
        assert!(same, "{op:?}({x:e}): tiled {t:e}, scalar {s:e}");
        let want = libm(*x);
        assert!(
            t.is_nan() == want.is_nan()
                && (t.is_nan() || *t == want || (t - want).abs() <= 4.5e-16 * want.abs()),
            "{op:?}({x:e}) = {t:e}, libm {want:e}"
        );
        if !want.is_nan() {
            assert_eq!(
                t.is_sign_negative(),
                want.is_sign_negative(),
                "sign at {x:e}"
            );
        }
    }
}

/// Where the host has AVX-512, an f64 loop with tanh or log1p calls the tile helper
/// (different code); elsewhere the option changes nothing.
#[test]
fn f64_tiling_happens_exactly_where_the_host_allows_it() {
    for op in [UnaryOp::Tanh, UnaryOp::Log1p] {
        let k = elementwise(&[F64], F64, 1000, 4, |a| un(op, a[0].clone()));
        let differs = compile(&k, true).code != compile(&k, false).code;
        assert_eq!(differs, wide_helpers_available(), "{op:?}");
    }
}

/// A running sum read before it is updated carries a value between iterations: the loop
/// stays scalar (tiling would re-run the update once per site) and matches `kir_eval`.
#[test]
fn carried_values_are_not_tiled() {
    let (rows, n) = (3, 700);
    let mut k = Kernel::new("carried");
    let x = k.add_buffer(buffer("x", F64, rows * n, false));
    let o = k.add_buffer(buffer("o", F64, rows * n, true));
    let (r, i) = (k.new_var(S64), k.new_var(S64));
    let acc = k.new_var(F64);
    let at = add(mul(var(r), i64c(n)), var(i));
    let inner = Stmt::Loop {
        var: i,
        extent: n,
        parallel: false,
        vector_width: 1,
        body: vec![
            Stmt::Store {
                buffer: o,
                index: at.clone(),
                value: tanh(add(load(x, at.clone()), mul(var(acc), c64(1e-3)))),
            },
            Stmt::Assign {
                var: acc,
                value: add(var(acc), load(x, at)),
            },
        ],
    };
    k.body.push(Stmt::Loop {
        var: r,
        extent: rows,
        parallel: true,
        vector_width: 1,
        body: vec![
            Stmt::Assign {
                var: acc,
                value: c64(0.0),
            },
            inner,
        ],
    });
    let differs = compile(&k, true).code != compile(&k, false).code;
    assert!(!differs, "a loop carrying a value was tiled");
    check_against_eval(&k, 3, Tol::Ulp(4));
}
