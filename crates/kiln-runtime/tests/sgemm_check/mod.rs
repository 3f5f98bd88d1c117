//! The check shared by the sgemm test files: one product of Kiln's AVX-512 GEMM against a
//! naive f64-accumulated product, with padded rows that must keep their sentinel.

use kiln_runtime::cpu::library::sgemm::{self, Dest, Strided};

/// Values in [-1, 1) from a 64-bit LCG.
fn values(seed: u64, len: usize) -> Vec<f32> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        })
        .collect()
}

/// One product: A and B with `pad` extra floats per stored row (A optionally stored
/// transposed), C with `pad` extra floats per row that must keep their sentinel.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub m: usize,
    pub n: usize,
    pub k: usize,
    pub pad: usize,
    pub a_transposed: bool,
    pub b_transposed: bool,
    pub threads: usize,
}

pub fn case(m: usize, n: usize, k: usize) -> Case {
    Case {
        m,
        n,
        k,
        pad: 0,
        a_transposed: false,
        b_transposed: false,
        threads: 1,
    }
}

/// (row stride, column stride, length) of a `rows × cols` operand.
fn layout(rows: usize, cols: usize, pad: usize, transposed: bool) -> (isize, isize, usize) {
    if transposed {
        (1, (rows + pad) as isize, cols * (rows + pad))
    } else {
        ((cols + pad) as isize, 1, rows * (cols + pad))
    }
}

pub fn check(c: Case, seed: u64) {
    if !sgemm::available() {
        return;
    }
    let Case { m, n, k, pad, .. } = c;
    let (ars, acs, alen) = layout(m, k, pad, c.a_transposed);
    let (brs, bcs, blen) = layout(k, n, pad, c.b_transposed);
    let (a, b) = (values(seed, alen), values(seed + 1, blen));
    let ldc = n + pad;
    let sentinel = -777.0;
    let mut out = vec![sentinel; m * ldc];
    // SAFETY: both operands lie inside their vectors at the strides given; C is its own.
    unsafe {
        sgemm::sgemm(
            m,
            n,
            k,
            Strided {
                ptr: a.as_ptr(),
                rs: ars,
                cs: acs,
            },
            Strided {
                ptr: b.as_ptr(),
                rs: brs,
                cs: bcs,
            },
            Dest {
                ptr: out.as_mut_ptr(),
                rs: ldc as isize,
            },
            c.threads,
        );
    }
    for i in 0..m {
        for j in 0..ldc {
            let got = out[i * ldc + j];
            if j >= n {
                assert_eq!(got, sentinel, "padding written at ({i}, {j}) of {c:?}");
                continue;
            }
            let (mut want, mut scale) = (0.0f64, 0.0f64);
            for p in 0..k {
                let x = a[(i as isize * ars + p as isize * acs) as usize] as f64;
                let y = b[(p as isize * brs + j as isize * bcs) as usize] as f64;
                want += x * y;
                scale += (x * y).abs();
            }
            let tolerance = 1e-6 * (scale + 1.0) * (k as f64).sqrt();
            assert!(
                (got as f64 - want).abs() <= tolerance,
                "({i}, {j}) of {c:?}: got {got}, want {want}"
            );
        }
    }
}
