//! The FFT routine (`routines::fft_values`) against a direct O(n²) DFT in f64, for the four
//! transform kinds, 1 to 3 transformed dimensions, batches, lengths that take each of its
//! paths (radix-2, the four-step split, Bluestein, half-length real transforms); NaN and
//! infinity; and the parallel entry point against the serial one, bit for bit.

use kiln_eval::routines::{fft_values, fft_values_parallel, FftOperand};
use kiln_hlo::FftType;
use num_complex::Complex64;
use std::f64::consts::PI;
use std::ops::Range;

/// A deterministic pseudo-random stream (64-bit LCG), uniform in [-1, 1).
struct Rng(u64);

impl Rng {
    fn unit(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }

    fn values(&mut self, count: usize, real: bool) -> Vec<Complex64> {
        (0..count)
            .map(|_| Complex64::new(self.unit(), if real { 0.0 } else { self.unit() }))
            .collect()
    }
}

/// `e^(∓2πi jk/n)` from the exact angle of `jk mod n`.
fn root(jk: usize, n: usize, inverse: bool) -> Complex64 {
    let angle = 2.0 * PI * (jk % n) as f64 / n as f64;
    Complex64::from_polar(1.0, if inverse { angle } else { -angle })
}

/// Output `k` of the DFT of the line `x[base + j * stride]`, `j < n` (with `1/n` for the
/// inverse).
fn dft_entry(
    x: &[Complex64],
    base: usize,
    stride: usize,
    n: usize,
    k: usize,
    inv: bool,
) -> Complex64 {
    let sum: Complex64 = (0..n)
        .map(|j| x[base + j * stride] * root(j * k, n, inv))
        .sum();
    if inv {
        sum / n as f64
    } else {
        sum
    }
}

/// The direct DFT of `x` (row-major over `dims`) along `axis`.
fn dft_axis(x: &[Complex64], dims: &[usize], axis: usize, inverse: bool) -> Vec<Complex64> {
    let n = dims[axis];
    let inner: usize = dims[axis + 1..].iter().product();
    let mut out = x.to_vec();
    for (i, o) in out.iter_mut().enumerate() {
        let (outer, k, j) = (i / (n * inner), i / inner % n, i % inner);
        *o = dft_entry(x, outer * n * inner + j, inner, n, k, inverse);
    }
    out
}

/// What `fft_values` computes, by direct DFTs: the full complex transform over the last
/// `lengths.len()` dimensions, cut to `n/2 + 1` for RFFT; for IRFFT the Hermitian extension
/// of the last dimension (imaginary parts of DC and Nyquist ignored) inverted, real parts.
fn reference(kind: FftType, x: &[Complex64], dims: &[usize], lengths: &[usize]) -> Vec<Complex64> {
    let rank = dims.len();
    let axes = rank - lengths.len()..rank;
    match kind {
        FftType::Fft | FftType::Ifft => axes.fold(x.to_vec(), |v, a| {
            dft_axis(&v, dims, a, kind == FftType::Ifft)
        }),
        FftType::Rfft => {
            let full = axes.fold(x.to_vec(), |v, a| dft_axis(&v, dims, a, false));
            let n = dims[rank - 1];
            full.chunks(n)
                .flat_map(|r| r[..n / 2 + 1].to_vec())
                .collect()
        }
        FftType::Irfft => {
            // Inverse along the leading transformed dimensions, then each last-dimension row
            // rebuilt to its full Hermitian line and inverted.
            let v = axes
                .clone()
                .take(lengths.len() - 1)
                .fold(x.to_vec(), |v, a| dft_axis(&v, dims, a, true));
            let n = lengths[lengths.len() - 1];
            let half = n / 2 + 1;
            let full: Vec<Complex64> = v
                .chunks(half)
                .flat_map(|r| {
                    (0..n).map(move |k| match k {
                        0 => Complex64::new(r[0].re, r[0].im * 0.0),
                        _ if 2 * k == n => Complex64::new(r[k].re, r[k].im * 0.0),
                        _ if k < half => r[k],
                        _ => r[n - k].conj(),
                    })
                })
                .collect();
            let out = dft_axis(&full, &[full.len() / n.max(1), n], 1, true);
            out.iter().map(|c| Complex64::new(c.re, 0.0)).collect()
        }
    }
}

/// The operand's dimensions for transforming `lengths` of `batch` lines.
fn operand_dims(kind: FftType, batch: &[usize], lengths: &[usize]) -> Vec<usize> {
    let mut dims: Vec<usize> = batch.iter().chain(lengths).copied().collect();
    if kind == FftType::Irfft {
        let last = dims.len() - 1;
        dims[last] = dims[last] / 2 + 1;
    }
    dims
}

/// Runs `kind` on random values and compares with the direct DFT: every entry within
/// `1e-13` of the largest input magnitude times the number of points summed (about 20 f64
/// ulps of accumulated error per term: under a thousandth of an f32 ulp of the result).
fn check(kind: FftType, batch: &[usize], lengths: &[usize], rng: &mut Rng) {
    let dims = operand_dims(kind, batch, lengths);
    let x = rng.values(dims.iter().product(), kind == FftType::Rfft);
    let (got, out_dims) = fft_values(kind, x.clone(), &dims, lengths).unwrap();
    let want = reference(kind, &x, &dims, lengths);
    assert_eq!(got.len(), want.len(), "{kind:?} {dims:?} {lengths:?}");
    assert_eq!(got.len(), out_dims.iter().product::<usize>());
    let points: usize = lengths.iter().product();
    let tol = 1e-13 * points as f64;
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert!(
            (g - w).norm() <= tol,
            "{kind:?} {dims:?} {lengths:?} entry {i}: got {g}, want {w}"
        );
    }
}

const KINDS: [FftType; 4] = [FftType::Fft, FftType::Ifft, FftType::Rfft, FftType::Irfft];

#[test]
fn one_dimension_matches_direct_dft() {
    let mut rng = Rng(1);
    for n in [
        1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 17, 32, 64, 100, 127, 128, 1000, 1024, 4096,
    ] {
        for kind in KINDS {
            check(kind, &[], &[n], &mut rng);
            if n <= 128 {
                check(kind, &[3], &[n], &mut rng);
            }
        }
    }
}

#[test]
fn several_dimensions_match_direct_dft() {
    let mut rng = Rng(2);
    let cases: [(&[usize], &[usize]); 7] = [
        (&[2], &[4, 8]),
        (&[3], &[5, 6]),
        (&[], &[16, 17]),
        (&[2], &[9, 3, 10]),
        (&[], &[8, 4, 16]),
        (&[2, 3], &[12, 7]),
        (&[1], &[1, 1]),
    ];
    for (batch, lengths) in cases {
        for kind in KINDS {
            check(kind, batch, lengths, &mut rng);
        }
    }
}

/// Lengths too long for the direct DFT everywhere: sampled outputs.
#[test]
fn long_lines_match_sampled_dft_outputs() {
    let mut rng = Rng(3);
    // Past the radix-2 limit (the four-step split), and a Bluestein length whose
    // power-of-two convolution takes that split too.
    for n in [1 << 15, 1 << 16, 10007, 20000] {
        for inverse in [false, true] {
            let x = rng.values(n, false);
            let kind = if inverse { FftType::Ifft } else { FftType::Fft };
            let (got, _) = fft_values(kind, x.clone(), &[n], &[n]).unwrap();
            for k in (0..n).step_by(n / 37).chain([1, n - 1]) {
                let want = dft_entry(&x, 0, 1, n, k, inverse);
                let tol = if inverse { 1e-13 } else { 1e-13 * n as f64 };
                assert!(
                    (got[k] - want).norm() <= tol,
                    "n={n} k={k}: got {}, want {want}",
                    got[k]
                );
            }
        }
    }
    let n = 1 << 16;
    let x = rng.values(n, true);
    let (got, _) = fft_values(FftType::Rfft, x.clone(), &[n], &[n]).unwrap();
    for k in (0..=n / 2).step_by(n / 29).chain([n / 2]) {
        let want = dft_entry(&x, 0, 1, n, k, false);
        assert!((got[k] - want).norm() <= 1e-13 * n as f64, "rfft k={k}");
    }
}

/// Outputs are non-finite exactly where the direct DFT's are (it multiplies every term by
/// its twiddle, as the routine's earlier radix-2 form did: one NaN or infinity spoils every
/// output of its lines), including NaN imaginary parts of DC and Nyquist for IRFFT.
#[test]
fn nan_and_infinity_spread_as_in_the_direct_dft() {
    let mut rng = Rng(4);
    for kind in KINDS {
        for (batch, lengths) in [
            (&[3][..], &[8][..]),
            (&[2], &[4, 6]),
            (&[3], &[7]),
            (&[2], &[5, 16]),
        ] {
            for special in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
                let dims = operand_dims(kind, batch, lengths);
                let mut x = rng.values(dims.iter().product(), kind == FftType::Rfft);
                let at = x.len() / 2 + 1;
                x[at].re = special;
                if kind == FftType::Irfft {
                    x[0].im = special;
                }
                let (got, _) = fft_values(kind, x.clone(), &dims, lengths).unwrap();
                let want = reference(kind, &x, &dims, lengths);
                let finite = |c: &Complex64| c.re.is_finite() && c.im.is_finite();
                for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                    assert_eq!(
                        finite(g),
                        finite(w),
                        "{kind:?} {dims:?} {special} entry {i}: {g} vs {w}"
                    );
                }
                assert!(got.iter().any(|c| !finite(c)));
            }
        }
    }
}

/// Runs the ranges in `chunk`-sized pieces on scoped threads.
fn threaded(chunk: usize) -> impl Fn(usize, &(dyn Fn(Range<usize>) + Sync)) + Sync {
    move |count, body| {
        std::thread::scope(|s| {
            for start in (0..count).step_by(chunk.max(1)) {
                s.spawn(move || body(start..(start + chunk).min(count)));
            }
        });
    }
}

#[test]
fn parallel_lines_give_the_serial_results_bit_for_bit() {
    let mut rng = Rng(5);
    let cases: [(&[usize], &[usize]); 6] = [
        (&[5], &[64]),
        (&[4], &[12, 33]),
        (&[3], &[17, 8]),
        (&[2, 3], &[6, 10, 4]),
        (&[], &[1 << 15]),
        (&[2], &[100]),
    ];
    for (batch, lengths) in cases {
        for kind in KINDS {
            let dims = operand_dims(kind, batch, lengths);
            let x = rng.values(dims.iter().product(), kind == FftType::Rfft);
            let serial = fft_values(kind, x.clone(), &dims, lengths).unwrap();
            for chunk in [1, 3] {
                let par = threaded(chunk);
                let operand = FftOperand::Complex(x.clone());
                let parallel = fft_values_parallel(kind, operand, &dims, lengths, &par).unwrap();
                assert_eq!(serial.1, parallel.1);
                let bits = |v: &[Complex64]| -> Vec<(u64, u64)> {
                    v.iter().map(|c| (c.re.to_bits(), c.im.to_bits())).collect()
                };
                assert!(
                    bits(&serial.0) == bits(&parallel.0),
                    "{kind:?} {dims:?} chunk {chunk}"
                );
            }
        }
    }
}

/// RFFT reads real operands where they are stored: the results of their complex form.
#[test]
fn real_operands_give_the_complex_form_results_bit_for_bit() {
    let mut rng = Rng(6);
    for (batch, lengths) in [(&[3][..], &[16][..]), (&[2], &[5, 12]), (&[4], &[9])] {
        let dims = operand_dims(FftType::Rfft, batch, lengths);
        let x = rng.values(dims.iter().product(), true);
        let f32s: Vec<f32> = x.iter().map(|c| c.re as f32).collect();
        let f64s: Vec<f64> = x.iter().map(|c| c.re).collect();
        let widened: Vec<Complex64> = f32s
            .iter()
            .map(|&r| Complex64::new(r.into(), 0.0))
            .collect();
        let bits = |(v, _): (Vec<Complex64>, Vec<usize>)| -> Vec<(u64, u64)> {
            v.iter().map(|c| (c.re.to_bits(), c.im.to_bits())).collect()
        };
        let run = |operand| {
            bits(
                fft_values_parallel(FftType::Rfft, operand, &dims, lengths, &|n, f| f(0..n))
                    .unwrap(),
            )
        };
        assert!(
            run(FftOperand::F64(&f64s))
                == bits(fft_values(FftType::Rfft, x.clone(), &dims, lengths).unwrap())
        );
        assert!(
            run(FftOperand::F32(&f32s))
                == bits(fft_values(FftType::Rfft, widened, &dims, lengths).unwrap())
        );
    }
}

#[test]
fn mismatched_lengths_are_errors() {
    let x = vec![Complex64::default(); 12];
    assert!(fft_values(FftType::Fft, x.clone(), &[3, 4], &[5]).is_err());
    assert!(fft_values(FftType::Irfft, x.clone(), &[3, 4], &[8]).is_err());
    assert!(fft_values(FftType::Rfft, x, &[3, 4], &[2, 3, 4]).is_err());
}
