//! `fft`: FFT and IFFT (complex to complex), RFFT (real to complex, keeping the `n/2 + 1`
//! non-redundant outputs of the last dimension) and IRFFT (its inverse), over the last
//! `len(fft_length)` dimensions. The inverse transforms are scaled by `1/n`.
//!
//! Transforms run in complex f64 whatever the declared type and are rounded once at the end
//! (the transforms themselves: [`plan`]). Each dimension's lines are transformed in turn: the
//! last dimension's rows in place, others a few columns at a time gathered into contiguous
//! lines. Real transforms of even length run through a complex transform of half the length;
//! inverse transforms as `conj(forward(conj(x))) / n`.
//!
//! Lines are independent, so a caller with threads can hand [`fft_values_parallel`] a
//! [`Parallel`] that runs ranges of them at once; the results do not depend on how they are
//! split.

mod plan;

use crate::linalg::numeric::{complex_values, sizes};
use crate::util::{array, make_array};
use crate::OpResult;
use kiln_hlo::{ArrayData, FftType, Instruction, Literal, PrimitiveType};
use num_complex::{Complex32, Complex64};
use plan::{unit_root, Plan, Scratch, LANES};
use std::ops::Range;

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
    let operand = match &x.data {
        ArrayData::F32(v) => FftOperand::F32(v),
        ArrayData::F64(v) => FftOperand::F64(v),
        data => FftOperand::Complex(complex_values(data)),
    };
    let (values, out_dims) = fft_values_parallel(kind, operand, &dims, &lengths, &serial)?;
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

/// Runs `body` over ranges that cover `0..count` once, in any order, on any threads.
pub type Parallel<'a> = &'a (dyn Fn(usize, &(dyn Fn(Range<usize>) + Sync)) + Sync);

/// A [`Parallel`] that runs everything on this thread.
pub fn serial(count: usize, body: &(dyn Fn(Range<usize>) + Sync)) {
    body(0..count)
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
    fft_values_parallel(kind, FftOperand::Complex(v), dims, lengths, &serial)
}

/// The operand of [`fft_values_parallel`]: complex f64 values, or real values as stored (read
/// as f64 where used, with the results of their complex f64 form).
pub enum FftOperand<'a> {
    Complex(Vec<Complex64>),
    F32(&'a [f32]),
    F64(&'a [f64]),
}

impl FftOperand<'_> {
    fn len(&self) -> usize {
        match self {
            FftOperand::Complex(v) => v.len(),
            FftOperand::F32(v) => v.len(),
            FftOperand::F64(v) => v.len(),
        }
    }

    fn into_complex(self) -> Vec<Complex64> {
        match self {
            FftOperand::Complex(v) => v,
            FftOperand::F32(v) => v.iter().map(|&x| Complex64::new(x.into(), 0.0)).collect(),
            FftOperand::F64(v) => v.iter().map(|&x| Complex64::new(x, 0.0)).collect(),
        }
    }
}

/// [`fft_values`] of any [`FftOperand`] with its independent lines run through `par`: the
/// same results whatever `par` does.
pub fn fft_values_parallel(
    kind: FftType,
    operand: FftOperand,
    dims: &[usize],
    lengths: &[usize],
    par: Parallel,
) -> Result<(Vec<Complex64>, Vec<usize>), String> {
    if lengths.is_empty()
        || lengths.len() > dims.len()
        || operand.len() != dims.iter().product::<usize>()
    {
        return Err(format!(
            "fft_length {lengths:?} does not fit an operand of dimensions {dims:?}"
        ));
    }
    match kind {
        FftType::Fft | FftType::Ifft => complex_fft(
            operand.into_complex(),
            dims,
            lengths,
            kind == FftType::Ifft,
            par,
        ),
        // Real parts only, read where they are.
        FftType::Rfft => match operand {
            FftOperand::Complex(v) => real_fft(|i| v[i].re, v.len(), dims, lengths, par),
            FftOperand::F32(v) => real_fft(|i| v[i].into(), v.len(), dims, lengths, par),
            FftOperand::F64(v) => real_fft(|i| v[i], v.len(), dims, lengths, par),
        },
        FftType::Irfft => inverse_real_fft(operand.into_complex(), dims, lengths, par),
    }
}

fn complex_fft(
    mut v: Vec<Complex64>,
    dims: &[usize],
    lengths: &[usize],
    inverse: bool,
    par: Parallel,
) -> Result<(Vec<Complex64>, Vec<usize>), String> {
    check_trailing(dims, lengths, lengths.len(), "operand")?;
    let axes = dims.len() - lengths.len()..dims.len();
    if inverse {
        conjugate(&mut v, 1.0);
    }
    for axis in axes.clone() {
        transform_axis(&mut v, dims, axis, par);
    }
    if inverse {
        conjugate(&mut v, 1.0 / dims[axes].iter().product::<usize>() as f64);
    }
    Ok((v, dims.to_vec()))
}

/// RFFT of the `len` values `x(i)`.
fn real_fft(
    x: impl Fn(usize) -> f64 + Sync,
    len: usize,
    dims: &[usize],
    lengths: &[usize],
    par: Parallel,
) -> Result<(Vec<Complex64>, Vec<usize>), String> {
    check_trailing(dims, lengths, lengths.len(), "operand")?;
    // The last dimension real to complex, keeping the first n/2 + 1 entries (the rest mirror
    // them); then the other dimensions on those.
    let last = dims.len() - 1;
    let n = dims[last];
    let kept = n / 2 + 1;
    let mut out_dims = dims.to_vec();
    out_dims[last] = kept;
    if n == 0 {
        return Ok((Vec::new(), out_dims));
    }
    let mut out = vec![Complex64::default(); len / n * kept];
    real_rows(x, len / n, n, &mut out, par);
    for axis in dims.len() - lengths.len()..last {
        transform_axis(&mut out, &out_dims, axis, par);
    }
    Ok((out, out_dims))
}

fn inverse_real_fft(
    mut v: Vec<Complex64>,
    dims: &[usize],
    lengths: &[usize],
    par: Parallel,
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
    let leading = dims.len() - l..dims.len() - 1;
    if !leading.is_empty() {
        conjugate(&mut v, 1.0);
        for axis in leading.clone() {
            transform_axis(&mut v, dims, axis, par);
        }
        conjugate(&mut v, 1.0 / dims[leading].iter().product::<usize>() as f64);
    }
    let mut out_dims = dims.to_vec();
    if let Some(last) = out_dims.last_mut() {
        *last = n;
    }
    let mut out = vec![Complex64::default(); v.len() / half * n];
    hermitian_rows(&v, n, &mut out, par);
    Ok((out, out_dims))
}

/// `v = conj(v) * scale`.
fn conjugate(v: &mut [Complex64], scale: f64) {
    for c in v {
        *c = Complex64::new(c.re * scale, -c.im * scale);
    }
}

/// A buffer that tasks on several threads write disjoint parts of.
#[derive(Clone, Copy)]
pub(super) struct SharedMut {
    ptr: *mut Complex64,
    len: usize,
}

// SAFETY: only used to hand disjoint parts of one buffer to tasks that run while it lives.
unsafe impl Send for SharedMut {}
unsafe impl Sync for SharedMut {}

impl SharedMut {
    fn new(v: &mut [Complex64]) -> SharedMut {
        SharedMut {
            ptr: v.as_mut_ptr(),
            len: v.len(),
        }
    }

    /// # Safety
    /// No other task touches `range` while the slice lives.
    unsafe fn range<'a>(self, range: Range<usize>) -> &'a mut [Complex64] {
        assert!(range.start <= range.end && range.end <= self.len);
        std::slice::from_raw_parts_mut(self.ptr.add(range.start), range.len())
    }

    /// # Safety
    /// `i` is in bounds and no other task writes entry `i`.
    unsafe fn get(self, i: usize) -> Complex64 {
        debug_assert!(i < self.len);
        *self.ptr.add(i)
    }

    /// # Safety
    /// `i` is in bounds and no other task touches entry `i`.
    unsafe fn set(self, i: usize, c: Complex64) {
        debug_assert!(i < self.len);
        *self.ptr.add(i) = c;
    }
}

/// Transforms every line of `v` (row-major over `dims`) along `axis`, forward.
fn transform_axis(v: &mut [Complex64], dims: &[usize], axis: usize, par: Parallel) {
    let n = dims[axis];
    let inner: usize = dims[axis + 1..].iter().product();
    let total: usize = dims.iter().product();
    if n <= 1 || total == 0 {
        return;
    }
    let outer = total / (n * inner);
    let plan = Plan::new(n);
    let data = SharedMut::new(v);
    if inner == 1 {
        if let Plan::FourStep(four) = &plan {
            // Few long lines: each one's pieces run in parallel.
            let mut scratch = Scratch::default();
            for line in v.chunks_exact_mut(n) {
                four.forward(line, &mut scratch, par);
            }
            return;
        }
    }
    // LANES lines at a time: rows (inner == 1) or columns of one block.
    let groups = inner.div_ceil(LANES);
    let tasks = if inner == 1 {
        outer.div_ceil(LANES)
    } else {
        outer * groups
    };
    par(tasks, &|tasks| {
        let mut scratch = Scratch::default();
        for t in tasks {
            let (block, first) = (t / groups * n * inner, t % groups * LANES);
            let (count, step, stride) = if inner == 1 {
                (LANES.min(outer - t * LANES), n, 1)
            } else {
                (LANES.min(inner - first), 1, inner)
            };
            let base = if inner == 1 {
                t * LANES * n
            } else {
                block + first
            };
            // SAFETY: these lines are this task's alone, each read before it is written.
            plan.forward_group(
                n,
                count,
                |c, k| unsafe { data.get(base + c * step + k * stride) },
                |c, k, v| unsafe { data.set(base + c * step + k * stride, v) },
                &mut scratch,
            );
        }
    });
}

/// The real-to-complex transform of each row of `v` (length `n >= 1`, imaginary parts
/// ignored) into the rows of `out` (length `n/2 + 1`).
fn real_rows(
    x: impl Fn(usize) -> f64 + Sync,
    rows: usize,
    n: usize,
    out: &mut [Complex64],
    par: Parallel,
) {
    let kept = n / 2 + 1;
    let half = n / 2;
    let out_data = SharedMut::new(out);
    if n % 2 == 1 || n == 2 {
        // Odd lengths (and 2) as complex lines.
        let plan = Plan::new(n);
        par(rows, &|rows| {
            let mut scratch = Scratch::default();
            let mut line = vec![Complex64::default(); n];
            for r in rows {
                for (j, l) in line.iter_mut().enumerate() {
                    *l = Complex64::new(x(r * n + j), 0.0);
                }
                plan.forward(&mut line, &mut scratch);
                // SAFETY: row `r` is this task's alone.
                let o = unsafe { out_data.range(r * kept..(r + 1) * kept) };
                o.copy_from_slice(&line[..kept]);
            }
        });
        return;
    }
    // z[j] = x[2j] + i x[2j+1] transformed (Z, length h = n/2) gives the even and odd
    // entries' transforms E[k] = (Z[k] + conj Z[h-k]) / 2, O[k] = (Z[k] - conj Z[h-k]) / 2i,
    // and X[k] = E[k] + e^(-2πi k/n) O[k].
    let plan = Plan::new(half);
    let twiddles: Vec<Complex64> = (0..half).map(|k| unit_root(k, n)).collect();
    par(rows.div_ceil(LANES), &|groups| {
        let mut scratch = Scratch::default();
        let mut z = vec![Complex64::default(); LANES * half];
        for g in groups {
            let (first, count) = (g * LANES, LANES.min(rows - g * LANES));
            let at = first * n;
            plan.forward_group(
                half,
                count,
                |c, j| Complex64::new(x(at + c * n + 2 * j), x(at + c * n + 2 * j + 1)),
                |c, k, value| z[c * half + k] = value,
                &mut scratch,
            );
            for (c, z) in z.chunks_exact(half).take(count).enumerate() {
                let r = first + c;
                // SAFETY: row `r` is this task's alone.
                let o = unsafe { out_data.range(r * kept..(r + 1) * kept) };
                o[0] = Complex64::new(z[0].re + z[0].im, 0.0);
                o[half] = Complex64::new(z[0].re - z[0].im, 0.0);
                for k in 1..half {
                    let (a, b) = (z[k], z[half - k].conj());
                    let even = (a + b) * 0.5;
                    let odd = (a - b) * Complex64::new(0.0, -0.5);
                    o[k] = even + twiddles[k] * odd;
                }
            }
        }
    });
}

/// The complex-to-real inverse of each row of `v` (the `n/2 + 1` entries `X[k]`, `k <= n/2`,
/// of a Hermitian spectrum, `X[n-k] = conj X[k]`) into the rows of `out` (length `n`, zero
/// imaginary parts). Imaginary parts the symmetry cannot carry (DC, Nyquist) are ignored,
/// though non-finite ones still make the row NaN.
fn hermitian_rows(v: &[Complex64], n: usize, out: &mut [Complex64], par: Parallel) {
    let kept = n / 2 + 1;
    let half = n / 2;
    let rows = out.len().checked_div(n).unwrap_or(0);
    let out_data = SharedMut::new(out);
    let real_part = |c: Complex64| Complex64::new(c.re, c.im * 0.0);
    if n % 2 == 1 || n == 2 {
        let plan = Plan::new(n);
        let scale = 1.0 / n as f64;
        par(rows, &|rows| {
            let mut scratch = Scratch::default();
            let mut line = vec![Complex64::default(); n];
            for r in rows {
                let x = &v[r * kept..(r + 1) * kept];
                // The inverse as conj(forward(conj(.))); only the real part is kept.
                for (k, l) in line.iter_mut().enumerate() {
                    *l = match k {
                        0 => real_part(x[0]),
                        _ if k == half && n.is_multiple_of(2) => real_part(x[k]),
                        _ if k < kept => x[k].conj(),
                        _ => x[n - k],
                    };
                }
                plan.forward(&mut line, &mut scratch);
                // SAFETY: row `r` is this task's alone.
                let o = unsafe { out_data.range(r * n..(r + 1) * n) };
                for (o, l) in o.iter_mut().zip(&line) {
                    *o = Complex64::new(l.re * scale, 0.0);
                }
            }
        });
        return;
    }
    // The even and odd entries' transforms E[k] = (X[k] + conj X[h-k]) / 2 and
    // O[k] = (X[k] - conj X[h-k]) e^(2πi k/n) / 2 make Z = E + i O, whose inverse (length
    // h = n/2) is z[j] = x[2j] + i x[2j+1].
    let plan = Plan::new(half);
    let twiddles: Vec<Complex64> = (0..half).map(|k| unit_root(k, n).conj()).collect();
    let scale = 1.0 / n as f64;
    par(rows.div_ceil(LANES), &|groups| {
        let mut scratch = Scratch::default();
        for g in groups {
            let (first, count) = (g * LANES, LANES.min(rows - g * LANES));
            let x = &v[first * kept..(first + count) * kept];
            let at = |c: usize, k: usize| match k {
                0 => real_part(x[c * kept]),
                _ if k == half => real_part(x[c * kept + half]),
                _ => x[c * kept + k],
            };
            // SAFETY: these rows are this task's alone.
            let o = unsafe { out_data.range(first * n..(first + count) * n) };
            plan.forward_group(
                half,
                count,
                |c, k| {
                    let (a, b) = (at(c, k), at(c, half - k).conj());
                    let even = a + b;
                    let odd = (a - b) * twiddles[k];
                    // Scaled by 1/2 (the halves above) and 1/h, conjugated for the inverse.
                    Complex64::new(even.re - odd.im, even.im + odd.re).conj() * scale
                },
                |c, j, zj| {
                    o[c * n + 2 * j] = Complex64::new(zj.re, 0.0);
                    o[c * n + 2 * j + 1] = Complex64::new(-zj.im, 0.0);
                },
                &mut scratch,
            );
        }
    });
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
