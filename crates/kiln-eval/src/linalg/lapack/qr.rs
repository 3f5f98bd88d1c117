//! Householder QR (`?geqrf`) and the Q it describes (`?orgqr`, `?ungqr`), and the
//! elementary reflectors the other reductions (Hessenberg, tridiagonal) share.

use super::{dot_conj, identity, matrices, store_as, values_as, Scalar};
use crate::linalg::factor::{load, Values};
use crate::util::array;
use kiln_hlo::{ArrayLiteral, Literal};
use num_complex::Complex64;

pub(super) fn geqrf(ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    match load(a, "geqrf")? {
        Values::Real(_) => geqrf_typed::<f64>(a),
        Values::Complex(_) => geqrf_typed::<Complex64>(a),
    }
}

fn geqrf_typed<T: Scalar>(a: &ArrayLiteral) -> Result<Literal, String> {
    let (batch, m, n) = matrices(a, "geqrf")?;
    let k = m.min(n);
    let values: Vec<T> = values_as(a, "geqrf")?;
    let mut packed = Vec::with_capacity(values.len());
    let mut taus = Vec::with_capacity(batch * k);
    if m * n > 0 {
        for matrix in values.chunks_exact(m * n) {
            let (qr, tau) = householder_qr(matrix, m, n);
            packed.extend(qr);
            taus.extend(tau);
        }
    } else {
        taus.resize(batch * k, T::ZERO);
    }
    let mut tau_dims = a.dims[..a.dims.len() - 2].to_vec();
    tau_dims.push(k as i64);
    Ok(Literal::Tuple(vec![
        store_as(packed, a.ty, a.dims.clone())?,
        store_as(taus, a.ty, tau_dims)?,
    ]))
}

/// An elementary reflector `H = I - tau v vᴴ` as LAPACK's `?larfg` makes it: given `alpha`
/// and the rest `x` of a vector, `Hᴴ (alpha, x) = (beta, 0)` with `beta` real and
/// `beta = -sign(re alpha) * norm`; `v = (1, x / (alpha - beta))`. Returns `beta`, `tau` and
/// `v`'s tail (`tau = 0` and `H = I` when `x` is zero and `alpha` real).
pub(super) fn reflector<T: Scalar>(alpha: T, x: &[T]) -> (T, T, Vec<T>) {
    let xnorm = x.iter().map(|v| v.abs().powi(2)).sum::<f64>().sqrt();
    if xnorm == 0.0 && alpha.im() == 0.0 {
        return (alpha, T::ZERO, x.to_vec());
    }
    let norm = (alpha.abs().powi(2) + xnorm * xnorm).sqrt();
    let beta = T::from_re(-alpha.re().signum() * norm);
    let tau = (beta - alpha) / beta;
    let scale = T::ONE / (alpha - beta);
    (beta, tau, x.iter().map(|&v| v * scale).collect())
}

/// `A ← (I - tau v vᴴ) A` on rows `first..first + v.len()` and columns `cols` of a
/// row-major matrix with `n` columns (`v` includes its leading 1).
pub(super) fn reflect_rows<T: Scalar>(
    a: &mut [T],
    n: usize,
    first: usize,
    v: &[T],
    tau: T,
    cols: std::ops::Range<usize>,
) {
    for c in cols {
        let dot = dot_conj(
            v.iter().copied(),
            (0..v.len()).map(|i| a[(first + i) * n + c]),
        );
        let f = tau * dot;
        for (i, &vi) in v.iter().enumerate() {
            a[(first + i) * n + c] = a[(first + i) * n + c] - f * vi;
        }
    }
}

/// `A ← A (I - tau v vᴴ)` on columns `first..first + v.len()` and rows `rows` of a
/// row-major matrix with `n` columns.
pub(super) fn reflect_columns<T: Scalar>(
    a: &mut [T],
    n: usize,
    first: usize,
    v: &[T],
    tau: T,
    rows: std::ops::Range<usize>,
) {
    for r in rows {
        let row = &mut a[r * n + first..r * n + first + v.len()];
        let dot = row
            .iter()
            .zip(v)
            .fold(T::ZERO, |acc, (&x, &vi)| acc + x * vi);
        let f = dot * tau;
        for (x, &vi) in row.iter_mut().zip(v) {
            *x = *x - f * vi.conj();
        }
    }
}

/// Householder QR of one row-major `m × n` matrix, as LAPACK's `?geqr2` computes it: each
/// step applies `Hᴴ` to the columns right of it.
fn householder_qr<T: Scalar>(a: &[T], m: usize, n: usize) -> (Vec<T>, Vec<T>) {
    let mut a = a.to_vec();
    let mut taus = Vec::with_capacity(m.min(n));
    for j in 0..m.min(n) {
        let x: Vec<T> = (j + 1..m).map(|i| a[i * n + j]).collect();
        let (beta, tau, tail) = reflector(a[j * n + j], &x);
        a[j * n + j] = beta;
        for (i, t) in (j + 1..m).zip(&tail) {
            a[i * n + j] = *t;
        }
        if tau != T::ZERO {
            let v: Vec<T> = std::iter::once(T::ONE).chain(tail).collect();
            reflect_rows(&mut a, n, j, &v, tau.conj(), j + 1..n);
        }
        taus.push(tau);
    }
    (a, taus)
}

pub(super) fn orgqr(ops: &[&Literal]) -> Result<Literal, String> {
    let [a, tau] = ops else {
        return Err(format!("takes 2 operands, got {}", ops.len()));
    };
    let (a, tau) = (array(a)?, array(tau)?);
    match load(a, "orgqr")? {
        Values::Real(_) => orgqr_typed::<f64>(a, tau),
        Values::Complex(_) => orgqr_typed::<Complex64>(a, tau),
    }
}

fn orgqr_typed<T: Scalar>(a: &ArrayLiteral, tau: &ArrayLiteral) -> Result<Literal, String> {
    let (batch, m, n) = matrices(a, "orgqr")?;
    let k = tau.dims.last().copied().unwrap_or(0) as usize;
    if tau.dims.len() + 1 != a.dims.len() || k > n || k > m {
        return Err(format!("a {:?} and tau {:?} do not fit", a.dims, tau.dims));
    }
    let values: Vec<T> = values_as(a, "orgqr")?;
    let taus: Vec<T> = values_as(tau, "orgqr")?;
    let mut out = Vec::with_capacity(values.len());
    for b in 0..batch {
        let v = &values[b * m * n..(b + 1) * m * n];
        let t = &taus[b * k..(b + 1) * k];
        out.extend(householder_product(v, t, m, n));
    }
    store_as(out, a.ty, a.dims.clone())
}

/// `Q = H_0 H_1 .. H_{k-1}` (`k = tau.len()`) applied to the first `n` columns of the
/// `m × m` identity, the last reflector first; reflector `j`'s vector is column `j` of the
/// row-major `m × n` matrix `v` below row `j`, its leading 1 implied.
fn householder_product<T: Scalar>(v: &[T], tau: &[T], m: usize, n: usize) -> Vec<T> {
    let mut q = identity(m, n);
    for j in (0..tau.len()).rev() {
        let reflector: Vec<T> = std::iter::once(T::ONE)
            .chain((j + 1..m).map(|i| v[i * n + j]))
            .collect();
        // Columns left of j are still the identity's, which H_j leaves alone: skipping them,
        // as `?ung2r` does, also keeps a NaN reflector from spreading into them.
        reflect_rows(&mut q, n, j, &reflector, tau[j], j..n);
    }
    q
}
