//! Balancing before a nonsymmetric eigenproblem, as LAPACK's `?gebal` does it and `?gebak`
//! undoes it: rows and columns that isolate an eigenvalue are permuted to the ends, and the
//! rest is scaled by powers of 2 (a diagonal similarity) so that each row and column have
//! similar norms. `?geev` balances both ways, `?gees` only permutes; the balanced matrix's
//! QR iteration then converges in the order LAPACK's does.

use super::Scalar;

/// `D⁻¹ Pᵀ A P D`'s `P` and `D`, and the rows `ilo..=ihi` (0-based) still to be reduced.
pub(super) struct Balance {
    pub(super) ilo: usize,
    pub(super) ihi: usize,
    /// The row/column exchanges in the order they were made.
    swaps: Vec<(usize, usize)>,
    /// The diagonal of `D` (1 outside `ilo..=ihi`).
    scale: Vec<f64>,
}

const RADIX: f64 = 2.0;
const FACTOR: f64 = 0.95;

/// Balances the row-major `n × n` matrix `a` in place (`n > 0`); scales only if `scale`.
pub(super) fn balance<T: Scalar>(a: &mut [T], n: usize, scale: bool) -> Balance {
    let mut swaps = Vec::new();
    let swap = |a: &mut [T], i: usize, j: usize, k: usize, l: usize, swaps: &mut Vec<_>| {
        // Columns i and j in rows 0..=l, rows i and j in columns k..n.
        if i != j {
            for r in 0..=l {
                a.swap(r * n + i, r * n + j);
            }
            for c in k..n {
                a.swap(i * n + c, j * n + c);
            }
        }
        swaps.push((i, j));
    };
    let (mut k, mut l) = (0, n - 1);
    // Rows with no off-diagonal entry in columns 0..=l isolate an eigenvalue: push them down.
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..=l).rev() {
            if (0..=l).all(|j| i == j || a[i * n + j] == T::ZERO) {
                swap(a, i, l, k, l, &mut swaps);
                changed = true;
                if l == 0 {
                    // Everything is isolated: nothing left to scale.
                    return Balance {
                        ilo: 0,
                        ihi: 0,
                        swaps,
                        scale: vec![1.0; n],
                    };
                }
                l -= 1;
            }
        }
    }
    // Columns with no off-diagonal entry in rows k..=l: push them left.
    changed = true;
    while changed {
        changed = false;
        // As in LAPACK, the loop's range is fixed when it starts.
        let start = k;
        for j in start..=l {
            if k < l && (k..=l).all(|i| i == j || a[i * n + j] == T::ZERO) {
                swap(a, j, k, k, l, &mut swaps);
                changed = true;
                k += 1;
            }
        }
    }
    let mut d = vec![1.0; n];
    if scale {
        scale_rows_and_columns(a, n, k, l, &mut d);
    }
    Balance {
        ilo: k,
        ihi: l,
        swaps,
        scale: d,
    }
}

/// `?gebal`'s iterative scaling of rows and columns `k..=l`.
fn scale_rows_and_columns<T: Scalar>(a: &mut [T], n: usize, k: usize, l: usize, d: &mut [f64]) {
    let sfmin1 = f64::MIN_POSITIVE / f64::EPSILON;
    let sfmax1 = 1.0 / sfmin1;
    let sfmin2 = sfmin1 * RADIX;
    let sfmax2 = 1.0 / sfmin2;
    let norm = |v: &mut dyn Iterator<Item = T>| -> f64 {
        v.map(|x| Scalar::abs(x).powi(2)).sum::<f64>().sqrt()
    };
    // The modulus of the entry `?amax` picks (largest |re| + |im|, the first of equal).
    let amax = |v: &mut dyn Iterator<Item = T>| -> f64 {
        v.fold((-1.0_f64, 0.0_f64), |(best, m), x| {
            if x.abs1() > best {
                (x.abs1(), Scalar::abs(x))
            } else {
                (best, m)
            }
        })
        .1
    };
    let mut noconv = true;
    while noconv {
        noconv = false;
        for i in k..=l {
            let mut c = norm(&mut (k..=l).map(|r| a[r * n + i]));
            let mut r = norm(&mut (k..=l).map(|j| a[i * n + j]));
            let mut ca = amax(&mut (0..=l).map(|row| a[row * n + i]));
            let mut ra = amax(&mut (k..n).map(|j| a[i * n + j]));
            if c == 0.0 || r == 0.0 {
                continue;
            }
            if (c + ca + r + ra).is_nan() {
                return;
            }
            let mut g = r / RADIX;
            let mut f: f64 = 1.0;
            let s = c + r;
            while c < g && f.max(c).max(ca) < sfmax2 && r.min(g).min(ra) > sfmin2 {
                f *= RADIX;
                c *= RADIX;
                ca *= RADIX;
                r /= RADIX;
                g /= RADIX;
                ra /= RADIX;
            }
            g = c / RADIX;
            while g >= r && r.max(ra) < sfmax2 && f.min(c).min(g).min(ca) > sfmin2 {
                f /= RADIX;
                c /= RADIX;
                g /= RADIX;
                ca /= RADIX;
                r *= RADIX;
                ra *= RADIX;
            }
            if c + r >= FACTOR * s
                || (f < 1.0 && d[i] < 1.0 && f * d[i] <= sfmin1)
                || (f > 1.0 && d[i] > 1.0 && d[i] >= sfmax1 / f)
            {
                continue;
            }
            d[i] *= f;
            noconv = true;
            for j in k..n {
                a[i * n + j] = a[i * n + j].scale(1.0 / f);
            }
            for row in 0..=l {
                a[row * n + i] = a[row * n + i].scale(f);
            }
        }
    }
}

impl Balance {
    /// No permutation or scaling (an empty matrix).
    pub(super) fn none() -> Balance {
        Balance {
            ilo: 0,
            ihi: 0,
            swaps: Vec::new(),
            scale: Vec::new(),
        }
    }

    /// Maps the columns of the row-major `n × n` `v`, right eigenvectors (or Schur vectors)
    /// of the balanced matrix, to the original's (`?gebak` with side R); left eigenvectors
    /// take `D⁻¹` instead of `D` (side L).
    pub(super) fn undo<T: Scalar>(&self, v: &mut [T], n: usize, left: bool) {
        for (i, &d) in self.scale.iter().enumerate() {
            let f = if left { 1.0 / d } else { d };
            if f != 1.0 {
                for x in &mut v[i * n..(i + 1) * n] {
                    *x = x.scale(f);
                }
            }
        }
        for &(i, j) in self.swaps.iter().rev() {
            if i != j {
                for c in 0..n {
                    v.swap(i * n + c, j * n + c);
                }
            }
        }
    }
}
