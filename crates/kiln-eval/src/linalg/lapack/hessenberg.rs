//! Householder reductions to condensed forms: upper Hessenberg (`?gehrd`) and
//! symmetric/Hermitian tridiagonal (`?sytrd`, `?hetrd`), in LAPACK's packed formats.

use super::qr::{reflect_columns, reflect_rows, reflector};
use super::{batch_dims_with, info, int_option, matrices, option, store_as, values_as, Scalar};
use crate::linalg::factor::{load, Values};
use crate::util::array;
use kiln_hlo::{ArrayLiteral, Instruction, Literal};
use num_complex::Complex64;

pub(super) fn gehrd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    match load(a, "gehrd")? {
        Values::Real(_) => gehrd_typed::<f64>(instr, a),
        Values::Complex(_) => gehrd_typed::<Complex64>(instr, a),
    }
}

fn gehrd_typed<T: Scalar>(instr: &Instruction, a: &ArrayLiteral) -> Result<Literal, String> {
    let (batch, n, n2) = matrices(a, "gehrd")?;
    let (low, high) = (int_option(instr, "low")?, int_option(instr, "high")?);
    // LAPACK's 1-based ilo and ihi: 1 <= ilo <= ihi <= n (ilo = 1, ihi = 0 when n = 0).
    let valid = n == n2 && 1 <= low && (low <= high || n == 0) && high as usize <= n;
    if !valid {
        return Err(format!("low {low} and high {high} do not fit {:?}", a.dims));
    }
    let (first, end) = (low as usize - 1, high as usize);
    let mut values: Vec<T> = values_as(a, "gehrd")?;
    let tau_len = n.saturating_sub(1);
    let mut taus = vec![T::ZERO; batch * tau_len];
    if n > 0 {
        for (m, t) in values
            .chunks_exact_mut(n * n)
            .zip(taus.chunks_exact_mut(tau_len.max(1)))
        {
            let reduced = reduce_to_hessenberg(m, n, first, end);
            t[first..first + reduced.len()].copy_from_slice(&reduced);
        }
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    Ok(Literal::Tuple(vec![
        store_as(values, a.ty, a.dims.clone())?,
        store_as(taus, a.ty, batch_dims_with(a, &[tau_len]))?,
        info(vec![0; batch], batch_dims)?,
    ]))
}

/// Reduces the row-major `n × n` matrix `a` in place to upper Hessenberg form `H = Qᴴ A Q`
/// as LAPACK's `?gehd2` does, working on rows and columns `first..end` (0-based, end
/// exclusive): reflector `j` (`Q = H_first .. H_{end-2}`) zeroes column `j` below row
/// `j + 1` and its vector is stored there, leading 1 implied. Returns the reflectors' taus.
pub(super) fn reduce_to_hessenberg<T: Scalar>(
    a: &mut [T],
    n: usize,
    first: usize,
    end: usize,
) -> Vec<T> {
    let mut taus = Vec::new();
    for j in first..end.saturating_sub(1) {
        let x: Vec<T> = (j + 2..end).map(|i| a[i * n + j]).collect();
        let (beta, tau, tail) = reflector(a[(j + 1) * n + j], &x);
        let v: Vec<T> = std::iter::once(T::ONE)
            .chain(tail.iter().copied())
            .collect();
        if tau != T::ZERO {
            reflect_columns(a, n, j + 1, &v, tau, 0..end);
            reflect_rows(a, n, j + 1, &v, tau.conj(), j + 1..n);
        }
        a[(j + 1) * n + j] = beta;
        for (i, t) in (j + 2..end).zip(tail) {
            a[i * n + j] = t;
        }
        taus.push(tau);
    }
    taus
}

pub(super) fn sytrd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    match load(a, "sytrd")? {
        Values::Real(_) => sytrd_typed::<f64>(instr, a),
        Values::Complex(_) => sytrd_typed::<Complex64>(instr, a),
    }
}

/// `(a, d, e, tau, info)`: `Qᴴ A Q = T` with `T` tridiagonal (diagonal `d`, off-diagonal `e`,
/// both real). With `uplo = L` the reflectors are stored below `a`'s first subdiagonal as
/// `?gehrd` stores them; with `U` LAPACK starts from the last column, which is the lower
/// reduction of the matrix with rows and columns reversed, so Kiln computes it that way and
/// reverses back. The triangle not read is returned as it was.
fn sytrd_typed<T: Scalar>(instr: &Instruction, a: &ArrayLiteral) -> Result<Literal, String> {
    let (batch, n, n2) = matrices(a, "sytrd")?;
    if n != n2 {
        return Err(format!("needs square matrices, got {:?}", a.dims));
    }
    let lower = option(instr, "uplo")? == 'L';
    let mut values: Vec<T> = values_as(a, "sytrd")?;
    let off = n.saturating_sub(1);
    let (mut d_all, mut e_all, mut tau_all) = (Vec::new(), Vec::new(), Vec::new());
    if n > 0 {
        for m in values.chunks_exact_mut(n * n) {
            // Read in the order the reduction runs: reversed for the upper triangle.
            let at = |i: usize, j: usize| {
                if lower {
                    i * n + j
                } else {
                    (n - 1 - i) * n + n - 1 - j
                }
            };
            let mut h: Vec<T> = (0..n * n)
                .map(|idx| {
                    let (i, j) = (idx / n, idx % n);
                    match i.cmp(&j) {
                        std::cmp::Ordering::Equal => T::from_re(m[at(i, i)].re()),
                        std::cmp::Ordering::Greater => m[at(i, j)],
                        std::cmp::Ordering::Less => m[at(j, i)].conj(),
                    }
                })
                .collect();
            let mut taus = reduce_to_hessenberg(&mut h, n, 0, n);
            let mut d: Vec<f64> = (0..n).map(|i| h[i * n + i].re()).collect();
            let mut e: Vec<f64> = (0..off).map(|i| h[(i + 1) * n + i].re()).collect();
            for i in 0..n {
                for j in 0..=i {
                    m[at(i, j)] = h[i * n + j];
                }
                m[at(i, i)] = T::from_re(d[i]);
            }
            if !lower {
                d.reverse();
                e.reverse();
                taus.reverse();
            }
            d_all.extend(d);
            e_all.extend(e);
            tau_all.extend(taus);
        }
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    let real = a.ty.component_type();
    Ok(Literal::Tuple(vec![
        store_as(values, a.ty, a.dims.clone())?,
        store_as(d_all, real, batch_dims_with(a, &[n]))?,
        store_as(e_all, real, batch_dims_with(a, &[off]))?,
        store_as(tau_all, a.ty, batch_dims_with(a, &[off]))?,
        info(vec![0; batch], batch_dims)?,
    ]))
}
