//! `dst = lhs × rhs` on slices, through the `gemm` crate: the one safe entry to GEMM for
//! the library calls that build their matrices themselves (convolution, dots of other types).

use kiln_hlo::Error;

/// Element types GEMM multiplies here.
pub trait GemmScalar: Copy + Default + 'static {
    const ZERO: Self;
    const ONE: Self;
}

impl GemmScalar for f32 {
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
}

impl GemmScalar for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
}

/// A row-major matrix view with unit column stride: element `(i, j)` is `data[i * row + j]`.
pub struct Mat<'a, T> {
    pub data: &'a [T],
    pub row: usize,
}

/// `dst[i * dst_row + j] = Σ_p lhs(i, p) · rhs(p, j)` for an `m × n` result with depth `k`.
/// Every index is checked against the slices before GEMM runs.
#[allow(clippy::too_many_arguments)]
pub fn matmul<T: GemmScalar>(
    m: usize,
    n: usize,
    k: usize,
    dst: &mut [T],
    dst_row: usize,
    lhs: Mat<T>,
    rhs: Mat<T>,
    threads: usize,
) -> Result<(), Error> {
    if m == 0 || n == 0 {
        return Ok(());
    }
    let fits = |len: usize, rows: usize, row: usize, cols: usize| {
        rows == 0
            || cols == 0
            || (rows - 1)
                .checked_mul(row)
                .and_then(|x| x.checked_add(cols))
                .is_some_and(|end| end <= len)
    };
    if !fits(dst.len(), m, dst_row, n)
        || !fits(lhs.data.len(), m, lhs.row, k)
        || !fits(rhs.data.len(), k, rhs.row, n)
    {
        return Err(Error::msg(format!(
            "internal error: a {m}x{k} by {k}x{n} product does not fit its buffers"
        )));
    }
    if k == 0 {
        for i in 0..m {
            dst[i * dst_row..][..n].fill(T::ZERO);
        }
        return Ok(());
    }
    let parallelism = if threads > 1 {
        gemm::Parallelism::Rayon(threads)
    } else {
        gemm::Parallelism::None
    };
    // SAFETY: the checks above keep every element GEMM touches (rows × columns at the given
    // strides) inside the three slices; `dst` is borrowed mutably, so it overlaps neither
    // input.
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            dst.as_mut_ptr(),
            1,
            dst_row as isize,
            false,
            lhs.data.as_ptr(),
            1,
            lhs.row as isize,
            rhs.data.as_ptr(),
            1,
            rhs.row as isize,
            T::ZERO,
            T::ONE,
            false,
            false,
            false,
            parallelism,
        );
    }
    Ok(())
}
