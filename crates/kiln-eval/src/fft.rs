//! `fft`: FFT and IFFT (complex to complex), RFFT (real to complex, keeping the `n/2 + 1`
//! non-redundant outputs of the last dimension) and IRFFT (its inverse), over the last
//! `len(fft_length)` dimensions. The inverse transforms are scaled by `1/n`.
//!
//! Transforms run in complex f64 whatever the declared type and are rounded once at the end:
//! power-of-two lengths use an iterative radix-2 FFT, others Bluestein's algorithm on top of it.

use crate::linalg::numeric::{complex_values, sizes};
use crate::util::{array, make_array};
use crate::OpResult;
use kiln_hlo::{ArrayData, FftType, Instruction, Literal, PrimitiveType};
use num_complex::{Complex32, Complex64};
use std::f64::consts::PI;

pub(crate) fn fft(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let [x] = ops else {
        return Err(format!("fft takes 1 operand, got {}", ops.len()).into());
    };
    let x = array(x)?;
    let kind = instr.attrs.fft_type.ok_or("fft needs `fft_type`")?;
    let lengths = sizes(
        instr
            .attrs
            .fft_length
            .as_deref()
            .ok_or("fft needs `fft_length`")?,
    )?;
    let dims = sizes(&x.dims)?;
    let type_ok = match kind {
        FftType::Fft | FftType::Ifft | FftType::Irfft => x.ty.is_complex(),
        FftType::Rfft => x.ty.is_float(),
    };
    if !type_ok {
        return Err(format!("{kind:?} cannot transform a {} operand", x.ty).into());
    }
    let (values, out_dims) = fft_values(kind, complex_values(&x.data), &dims, &lengths)?;
    let out_dims: Vec<i64> = out_dims.iter().map(|&d| d as i64).collect();
    if instr.shape.dims() != out_dims.as_slice() {
        return Err(format!(
            "fft result shape {} should have dimensions {out_dims:?}",
            instr.shape
        )
        .into());
    }
    Ok(store(values, instr.shape.element_type(), out_dims)?)
}

/// The transform of `v` (the operand as complex f64, row-major over `dims`; real operands
/// with zero imaginary parts) over the last `lengths.len()` dimensions, unrounded, with the
/// result's dimensions. Public so that compiled backends compute exactly what the
/// interpreter does.
pub fn fft_values(
    kind: FftType,
    v: Vec<Complex64>,
    dims: &[usize],
    lengths: &[usize],
) -> Result<(Vec<Complex64>, Vec<usize>), String> {
    if lengths.is_empty() || lengths.len() > dims.len() || v.len() != dims.iter().product::<usize>()
    {
        return Err(format!(
            "fft_length {lengths:?} does not fit an operand of dimensions {dims:?}"
        ));
    }
    match kind {
        FftType::Fft | FftType::Ifft => complex_fft(v, dims, lengths, kind == FftType::Ifft),
        FftType::Rfft => real_fft(v, dims, lengths),
        FftType::Irfft => inverse_real_fft(v, dims, lengths),
    }
}

fn complex_fft(
    mut v: Vec<Complex64>,
    dims: &[usize],
    lengths: &[usize],
    inverse: bool,
) -> Result<(Vec<Complex64>, Vec<usize>), String> {
    check_trailing(dims, lengths, lengths.len(), "operand")?;
    for axis in dims.len() - lengths.len()..dims.len() {
        transform_axis(&mut v, dims, axis, inverse);
    }
    Ok((v, dims.to_vec()))
}

fn real_fft(
    mut v: Vec<Complex64>,
    dims: &[usize],
    lengths: &[usize],
) -> Result<(Vec<Complex64>, Vec<usize>), String> {
    check_trailing(dims, lengths, lengths.len(), "operand")?;
    for axis in dims.len() - lengths.len()..dims.len() {
        transform_axis(&mut v, dims, axis, false);
    }
    // Keep the first n/2 + 1 entries of the last dimension: the rest mirror them.
    let n = dims[dims.len() - 1];
    let kept = n / 2 + 1;
    let mut out_dims = dims.to_vec();
    if let Some(last) = out_dims.last_mut() {
        *last = kept;
    }
    let out = if n == 0 {
        Vec::new()
    } else {
        v.chunks_exact(n)
            .flat_map(|line| line[..kept].to_vec())
            .collect()
    };
    Ok((out, out_dims))
}

fn inverse_real_fft(
    mut v: Vec<Complex64>,
    dims: &[usize],
    lengths: &[usize],
) -> Result<(Vec<Complex64>, Vec<usize>), String> {
    let l = lengths.len();
    check_trailing(&dims[..dims.len() - 1], &lengths[..l - 1], l - 1, "operand")?;
    let n = lengths[l - 1];
    let half = dims[dims.len() - 1];
    if half != n / 2 + 1 {
        return Err(format!(
            "IRFFT of length {n} needs {} input entries in the last dimension, got {half}",
            n / 2 + 1
        ));
    }
    for axis in dims.len() - l..dims.len() - 1 {
        transform_axis(&mut v, dims, axis, true);
    }
    // Rebuild each full Hermitian line (X[n-k] = conj(X[k])) and invert it; the real part is
    // the result, so imaginary parts the symmetry cannot carry (DC, Nyquist) are ignored.
    let mut out = Vec::with_capacity(v.len() / half.max(1) * n);
    let mut line = vec![Complex64::new(0.0, 0.0); n];
    for spectrum in v.chunks_exact(half.max(1)) {
        for (k, slot) in line.iter_mut().enumerate() {
            *slot = if k < half {
                spectrum[k]
            } else {
                spectrum[n - k].conj()
            };
        }
        transform(&mut line, true);
        out.extend(line.iter().map(|c| Complex64::new(c.re, 0.0)));
    }
    let mut out_dims = dims.to_vec();
    if let Some(last) = out_dims.last_mut() {
        *last = n;
    }
    Ok((out, out_dims))
}

/// The last `count` dimensions of `dims` must equal `lengths`.
fn check_trailing(
    dims: &[usize],
    lengths: &[usize],
    count: usize,
    what: &str,
) -> Result<(), String> {
    if dims.len() < count || dims[dims.len() - count..] != lengths[..count] {
        return Err(format!(
            "fft_length {lengths:?} does not match the {what} dimensions {dims:?}"
        ));
    }
    Ok(())
}

fn store(v: Vec<Complex64>, ty: PrimitiveType, dims: Vec<i64>) -> Result<Literal, String> {
    let data = match ty {
        PrimitiveType::C128 => ArrayData::C128(v),
        PrimitiveType::C64 => ArrayData::C64(
            v.into_iter()
                .map(|c| Complex32::new(c.re as f32, c.im as f32))
                .collect(),
        ),
        PrimitiveType::F64 => ArrayData::F64(v.into_iter().map(|c| c.re).collect()),
        PrimitiveType::F32 => ArrayData::F32(v.into_iter().map(|c| c.re as f32).collect()),
        t => return Err(format!("fft cannot produce {t}")),
    };
    make_array(ty, dims, data)
}

/// Transforms every line of `v` (row-major over `dims`) along `axis`.
fn transform_axis(v: &mut [Complex64], dims: &[usize], axis: usize, inverse: bool) {
    let n = dims[axis];
    let inner: usize = dims[axis + 1..].iter().product();
    let total: usize = dims.iter().product();
    if n <= 1 || total == 0 {
        return;
    }
    let mut line = vec![Complex64::new(0.0, 0.0); n];
    for block in 0..total / (n * inner) {
        for j in 0..inner {
            let base = block * n * inner + j;
            for (k, slot) in line.iter_mut().enumerate() {
                *slot = v[base + k * inner];
            }
            transform(&mut line, inverse);
            for (k, &c) in line.iter().enumerate() {
                v[base + k * inner] = c;
            }
        }
    }
}

/// The DFT of `x` in place: `X[k] = sum_j x[j] e^(∓2πi jk/n)`, with `1/n` for the inverse.
fn transform(x: &mut [Complex64], inverse: bool) {
    let n = x.len();
    if n <= 1 {
        return;
    }
    if n.is_power_of_two() {
        radix2(x, inverse);
    } else {
        bluestein(x, inverse);
    }
    if inverse {
        let scale = 1.0 / n as f64;
        x.iter_mut().for_each(|c| *c *= scale);
    }
}

/// Unscaled iterative Cooley-Tukey for power-of-two lengths.
fn radix2(x: &mut [Complex64], inverse: bool) {
    let n = x.len();
    let bits = n.trailing_zeros();
    for i in 0..n {
        let j = i.reverse_bits() >> (usize::BITS - bits);
        if j > i {
            x.swap(i, j);
        }
    }
    let sign = if inverse { 1.0 } else { -1.0 };
    let mut len = 2;
    while len <= n {
        let half = len / 2;
        // Twiddles from the exact angle each time: no drift from repeated multiplication.
        let twiddles: Vec<Complex64> = (0..half)
            .map(|k| Complex64::from_polar(1.0, sign * 2.0 * PI * k as f64 / len as f64))
            .collect();
        for start in (0..n).step_by(len) {
            for k in 0..half {
                let a = x[start + k];
                let b = x[start + k + half] * twiddles[k];
                x[start + k] = a + b;
                x[start + k + half] = a - b;
            }
        }
        len *= 2;
    }
}

/// Unscaled DFT of any length as a convolution with a chirp, computed by power-of-two FFTs.
fn bluestein(x: &mut [Complex64], inverse: bool) {
    let n = x.len();
    let m = (2 * n - 1).next_power_of_two();
    let sign = if inverse { 1.0 } else { -1.0 };
    // chirp[k] = e^(∓πi k²/n); k² is reduced mod 2n first to keep the angle small and exact.
    let chirp: Vec<Complex64> = (0..n)
        .map(|k| {
            let k2 = (k as u128 * k as u128 % (2 * n as u128)) as f64;
            Complex64::from_polar(1.0, sign * PI * k2 / n as f64)
        })
        .collect();
    let mut a = vec![Complex64::new(0.0, 0.0); m];
    for k in 0..n {
        a[k] = x[k] * chirp[k];
    }
    let mut b = vec![Complex64::new(0.0, 0.0); m];
    b[0] = chirp[0].conj();
    for k in 1..n {
        b[k] = chirp[k].conj();
        b[m - k] = chirp[k].conj();
    }
    radix2(&mut a, false);
    radix2(&mut b, false);
    for (p, q) in a.iter_mut().zip(&b) {
        *p *= q;
    }
    radix2(&mut a, true);
    let scale = 1.0 / m as f64;
    for k in 0..n {
        x[k] = a[k] * scale * chirp[k];
    }
}
