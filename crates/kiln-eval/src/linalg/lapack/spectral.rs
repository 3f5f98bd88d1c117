//! Symmetric and Hermitian eigendecomposition (`?syevd`, `?heevd`) and SVD (`?gesdd`) by
//! Jacobi rotations in f64 or complex f64; the vectors' signs (phases) follow Kiln's rule
//! (see the `lapack` module comment).

use super::{
    batch_dims_with, dot_conj, identity, info, matrices, option, store_as, values_as, Scalar,
};
use crate::linalg::factor::{load, Values};
use crate::util::array;
use kiln_hlo::{ArrayLiteral, Instruction, Literal};
use num_complex::Complex64;

pub(super) fn syevd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    match load(a, "syevd")? {
        Values::Real(_) => syevd_typed::<f64>(instr, a),
        Values::Complex(_) => syevd_typed::<Complex64>(instr, a),
    }
}

fn syevd_typed<T: Scalar>(instr: &Instruction, a: &ArrayLiteral) -> Result<Literal, String> {
    let (batch, n, n2) = matrices(a, "syevd")?;
    if n != n2 {
        return Err(format!("needs square matrices, got {:?}", a.dims));
    }
    let lower = option(instr, "uplo")? == 'L';
    let values: Vec<T> = values_as(a, "syevd")?;
    let (mut vectors, mut eigenvalues) = (Vec::with_capacity(values.len()), Vec::new());
    for b in 0..batch {
        let m = &values[b * n * n..(b + 1) * n * n];
        // The Hermitian matrix the stored triangle describes (its diagonal taken as real).
        let sym: Vec<T> = (0..n * n)
            .map(|idx| {
                let (i, j) = (idx / n, idx % n);
                if i == j {
                    T::from_re(m[idx].re())
                } else if (i > j) == lower {
                    m[idx]
                } else {
                    m[j * n + i].conj()
                }
            })
            .collect();
        if sym.iter().all(|x| x.is_finite()) {
            let (w, v) = jacobi_eigen(sym, n);
            vectors.extend(v);
            eigenvalues.extend(w);
        } else {
            // LAPACK's scaling and iteration turn a NaN or infinity into NaN everywhere;
            // Jacobi would stop at once and return the diagonal.
            vectors.extend(vec![T::nan(); n * n]);
            eigenvalues.extend(vec![f64::NAN; n]);
        }
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    Ok(Literal::Tuple(vec![
        store_as(vectors, a.ty, a.dims.clone())?,
        store_as(eigenvalues, a.ty.component_type(), batch_dims_with(a, &[n]))?,
        info(vec![0; batch], batch_dims)?,
    ]))
}

/// Eigenvalues (ascending) and eigenvectors (the columns of a row-major `n × n` matrix, each
/// with its largest component real and positive) of a Hermitian matrix, by cyclic Jacobi
/// rotations until the off-diagonal part is negligible.
fn jacobi_eigen<T: Scalar>(mut a: Vec<T>, n: usize) -> (Vec<f64>, Vec<T>) {
    let mut v = identity::<T>(n, n);
    for _sweep in 0..100 {
        let off: f64 = (0..n * n)
            .filter(|idx| idx / n != idx % n)
            .map(|idx| a[idx].abs().powi(2))
            .sum();
        let scale: f64 = (0..n).map(|i| a[i * n + i].abs().powi(2)).sum::<f64>() + off;
        if off <= 1e-30 * scale || !off.is_finite() {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let (phase, apq) = a[p * n + q].split_phase();
                if apq == 0.0 {
                    continue;
                }
                // D = diag(1, .., conj(phase) at q, ..) makes (Dᴴ A D)[p, q] real.
                let d = phase.conj();
                scale_column(&mut a, n, n, q, d);
                scale_row(&mut a, n, q, phase);
                scale_column(&mut v, n, n, q, d);
                let theta = (a[q * n + q].re() - a[p * n + p].re()) / (2.0 * apq);
                let t = theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt());
                let r = Rotation::new(t);
                // A ← Jᵀ A J, V ← V J.
                r.columns(&mut a, n, n, p, q);
                r.rows(&mut a, n, p, q);
                r.columns(&mut v, n, n, p, q);
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| a[i * n + i].re().total_cmp(&a[j * n + j].re()));
    let w: Vec<f64> = order.iter().map(|&i| a[i * n + i].re()).collect();
    let mut out = vec![T::ZERO; n * n];
    for (col, &src) in order.iter().enumerate() {
        for row in 0..n {
            out[row * n + col] = v[row * n + src];
        }
        make_largest_positive(&mut out, n, n, col);
    }
    (w, out)
}

fn scale_column<T: Scalar>(x: &mut [T], rows: usize, cols: usize, c: usize, f: T) {
    for i in 0..rows {
        x[i * cols + c] = x[i * cols + c] * f;
    }
}

fn scale_row<T: Scalar>(x: &mut [T], cols: usize, r: usize, f: T) {
    for v in &mut x[r * cols..(r + 1) * cols] {
        *v = *v * f;
    }
}

pub(super) fn gesdd(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    match load(a, "gesdd")? {
        Values::Real(_) => gesdd_typed::<f64>(instr, a),
        Values::Complex(_) => gesdd_typed::<Complex64>(instr, a),
    }
}

fn gesdd_typed<T: Scalar>(instr: &Instruction, a: &ArrayLiteral) -> Result<Literal, String> {
    let (batch, m, n) = matrices(a, "gesdd")?;
    let k = m.min(n);
    // The vectors' shapes come from the result: (a, s, u, vt, info).
    let shapes = instr
        .shape
        .as_tuple()
        .filter(|parts| parts.len() == 5)
        .ok_or("returns (a, s, u, vt, info)")?;
    let minor = |i: usize| -> Result<(usize, usize), String> {
        let d = shapes[i].dims();
        match d {
            [.., r, c] => Ok((*r as usize, *c as usize)),
            _ => Err(format!("result {i} is not a batch of matrices: {:?}", d)),
        }
    };
    let (u_rows, u_cols) = minor(2)?;
    let (vt_rows, vt_cols) = minor(3)?;
    if u_rows != m || vt_cols != n || u_cols < k || vt_rows < k || u_cols > m || vt_rows > n {
        return Err(format!(
            "u {u_rows}x{u_cols} and vt {vt_rows}x{vt_cols} do not fit a {m}x{n} matrix"
        ));
    }
    let values: Vec<T> = values_as(a, "gesdd")?;
    let (mut s_all, mut u_all, mut vt_all) = (Vec::new(), Vec::new(), Vec::new());
    let mut infos = Vec::with_capacity(batch);
    for b in 0..batch {
        let matrix = &values[b * m * n..(b + 1) * m * n];
        if !matrix.iter().all(|x| x.is_finite()) {
            // ?gesdd refuses a NaN with info -4 (JAX then fills every result with NaN); an
            // infinity gives NaNs through its scaling. Jacobi would leave some finite.
            s_all.extend(vec![f64::NAN; k]);
            u_all.extend(vec![T::nan(); m * u_cols]);
            vt_all.extend(vec![T::nan(); vt_rows * n]);
            infos.push(if matrix.iter().any(|x| x.is_nan()) {
                -4
            } else {
                0
            });
            continue;
        }
        infos.push(0);
        let (s, u, v) = svd_one(matrix, m, n);
        s_all.extend(s);
        // u: m × u_cols from the full m × m basis; vt: the first vt_rows rows of Vᴴ.
        u_all.extend((0..m * u_cols).map(|idx| u[(idx / u_cols) * m + idx % u_cols]));
        vt_all.extend((0..vt_rows * n).map(|idx| v[(idx % n) * n + idx / n].conj()));
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    Ok(Literal::Tuple(vec![
        Literal::Array(a.clone()),
        store_as(s_all, a.ty.component_type(), batch_dims_with(a, &[k]))?,
        store_as(u_all, a.ty, batch_dims_with(a, &[m, u_cols]))?,
        store_as(vt_all, a.ty, batch_dims_with(a, &[vt_rows, n]))?,
        info(infos, batch_dims)?,
    ]))
}

/// The SVD of a row-major `m × n` matrix by one-sided Jacobi rotations: singular values
/// (descending, `min(m, n)` of them), the full `m × m` U and `n × n` V (row-major, vectors in
/// columns; U's columns beyond the rank completed to an orthonormal basis), each left vector's
/// largest component real and positive and its right vector scaled to match.
fn svd_one<T: Scalar>(a: &[T], m: usize, n: usize) -> (Vec<f64>, Vec<T>, Vec<T>) {
    if m < n {
        // A = (Aᴴ)ᴴ: the SVD of the conjugate transpose, with U and V exchanged.
        let t: Vec<T> = (0..n * m)
            .map(|idx| a[(idx % m) * n + idx / m].conj())
            .collect();
        let (s, u_t, v_t) = svd_one(&t, n, m);
        let (mut u, mut v) = (v_t, u_t);
        sign_pairs(&mut u, m, &mut v, n, s.len());
        return (s, u, v);
    }
    // Columns of `w` rotate until orthogonal; V accumulates the rotations.
    let mut w = a.to_vec();
    let mut v = identity::<T>(n, n);
    let col_dot = |w: &[T], p: usize, q: usize| {
        dot_conj((0..m).map(|i| w[i * n + p]), (0..m).map(|i| w[i * n + q]))
    };
    for _sweep in 0..100 {
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let (alpha, beta) = (col_dot(&w, p, p).re(), col_dot(&w, q, q).re());
                let (phase, gamma) = col_dot(&w, p, q).split_phase();
                if gamma == 0.0 || gamma.abs() <= 1e-15 * (alpha * beta).sqrt() {
                    continue;
                }
                rotated = true;
                // Scaling column q by conj(phase) makes the columns' product real.
                scale_column(&mut w, m, n, q, phase.conj());
                scale_column(&mut v, n, n, q, phase.conj());
                let zeta = (beta - alpha) / (2.0 * gamma);
                let t = zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt());
                let r = Rotation::new(t);
                r.columns(&mut w, m, n, p, q);
                r.columns(&mut v, n, n, p, q);
            }
        }
        if !rotated {
            break;
        }
    }
    let norms: Vec<f64> = (0..n).map(|j| col_dot(&w, j, j).re().sqrt()).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| norms[y].total_cmp(&norms[x]));
    let s: Vec<f64> = order.iter().map(|&j| norms[j]).collect();
    // U's first n columns are the normalized columns of w (zero ones left for completion),
    // then the basis is completed; V's columns follow the same order.
    let mut u = vec![T::ZERO; m * m];
    let mut v_sorted = vec![T::ZERO; n * n];
    for (col, &j) in order.iter().enumerate() {
        if norms[j] > 0.0 {
            for i in 0..m {
                u[i * m + col] = w[i * n + j].scale(1.0 / norms[j]);
            }
        }
        for i in 0..n {
            v_sorted[i * n + col] = v[i * n + j];
        }
    }
    complete_basis(&mut u, m, s.iter().take_while(|&&x| x > 0.0).count());
    sign_pairs(&mut u, m, &mut v_sorted, n, s.len());
    (s, u, v_sorted)
}

/// Fills columns `from..m` of the row-major `m × m` matrix `u`, whose first `from` columns
/// are orthonormal, with unit vectors orthogonal to all before them (Gram-Schmidt on the
/// identity's columns, twice for accuracy).
fn complete_basis<T: Scalar>(u: &mut [T], m: usize, from: usize) {
    let mut filled = from;
    for e in 0..m {
        if filled == m {
            break;
        }
        let mut x: Vec<T> = (0..m)
            .map(|i| T::from_re(f64::from(u8::from(i == e))))
            .collect();
        for _ in 0..2 {
            for c in 0..filled {
                let d = dot_conj((0..m).map(|i| u[i * m + c]), x.iter().copied());
                for i in 0..m {
                    x[i] = x[i] - d * u[i * m + c];
                }
            }
        }
        let norm = x.iter().map(|v| v.abs().powi(2)).sum::<f64>().sqrt();
        if norm > 1e-8 {
            for i in 0..m {
                u[i * m + filled] = x[i].scale(1.0 / norm);
            }
            filled += 1;
        }
    }
}

/// Makes the largest component (the first of equal ones) of each of U's first `k` columns
/// real and positive, scaling V's matching column by the same factor (U S Vᴴ is unchanged).
fn sign_pairs<T: Scalar>(u: &mut [T], m: usize, v: &mut [T], n: usize, k: usize) {
    for c in 0..k {
        let f = make_largest_positive(u, m, m, c);
        scale_column(v, n, n, c, f);
    }
}

/// Scales column `c` of the row-major `rows × cols` matrix by the unit factor that makes its
/// largest component (the first of equal ones) real and positive (exactly: its imaginary
/// part zero); returns the factor (for reals, 1 or -1).
pub(super) fn make_largest_positive<T: Scalar>(
    x: &mut [T],
    rows: usize,
    cols: usize,
    c: usize,
) -> T {
    let at = |i: usize| x[i * cols + c];
    let largest = (0..rows)
        .max_by(|&i, &j| at(i).abs().total_cmp(&at(j).abs()).then(j.cmp(&i)))
        .unwrap_or(0);
    let z = if rows > 0 { at(largest) } else { T::ONE };
    let factor = if z.abs() == 0.0 {
        T::ONE
    } else {
        z.conj() / T::from_re(z.abs())
    };
    if factor != T::ONE {
        scale_column(x, rows, cols, c, factor);
        // Exactly real, as LAPACK's `?geev` sets it (scaling leaves a rounding residue).
        x[largest * cols + c] = T::from_re(z.abs());
    }
    factor
}

/// A Jacobi rotation by the angle whose tangent is `t`.
struct Rotation {
    c: f64,
    s: f64,
}

impl Rotation {
    fn new(t: f64) -> Rotation {
        let c = 1.0 / (1.0 + t * t).sqrt();
        Rotation { c, s: c * t }
    }

    /// Rotates columns `p` and `q` of a row-major `rows × cols` matrix: `M ← M J`.
    fn columns<T: Scalar>(&self, mat: &mut [T], rows: usize, cols: usize, p: usize, q: usize) {
        for i in 0..rows {
            let (x, y) = (mat[i * cols + p], mat[i * cols + q]);
            mat[i * cols + p] = x.scale(self.c) - y.scale(self.s);
            mat[i * cols + q] = x.scale(self.s) + y.scale(self.c);
        }
    }

    /// Rotates rows `p` and `q` of a row-major square matrix of order `n`: `M ← Jᵀ M`.
    fn rows<T: Scalar>(&self, mat: &mut [T], n: usize, p: usize, q: usize) {
        for k in 0..n {
            let (x, y) = (mat[p * n + k], mat[q * n + k]);
            mat[p * n + k] = x.scale(self.c) - y.scale(self.s);
            mat[q * n + k] = x.scale(self.s) + y.scale(self.c);
        }
    }
}
