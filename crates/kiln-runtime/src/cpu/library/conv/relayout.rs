//! Copies between a convolution operand's own layout and the `[batch, spatial.., feature]`
//! order the implicit GEMM reads and writes, for feature-major layouts (NCHW and the like).

/// Where element `(batch b, spatial position p, feature f)` lies: `b · batch + f · feature +
/// positions[p]`, with positions numbered row-major over the spatial dimensions.
pub struct Side {
    pub batch: usize,
    pub feature: usize,
    pub positions: Vec<usize>,
}

impl Side {
    /// The side of a layout with these element strides for the spatial dimensions `sizes`.
    pub fn strided(batch: usize, feature: usize, sizes: &[usize], strides: &[usize]) -> Side {
        let total: usize = sizes.iter().product();
        let mut positions = Vec::with_capacity(total);
        let mut idx = vec![0usize; sizes.len()];
        for _ in 0..total {
            positions.push(idx.iter().zip(strides).map(|(i, s)| i * s).sum());
            for d in (0..sizes.len()).rev() {
                idx[d] += 1;
                if idx[d] < sizes[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        Side {
            batch,
            feature,
            positions,
        }
    }

    /// The `[batch, spatial.., feature]` side for `features` features.
    pub fn canonical(sizes: &[usize], features: usize) -> Side {
        let total: usize = sizes.iter().product();
        Side {
            batch: total * features,
            feature: 1,
            positions: (0..total).map(|p| p * features).collect(),
        }
    }
}

/// Positions copied together: a run of them per feature on the side where positions are
/// contiguous, all of the block's features on the other, both within L1.
const BLOCK: usize = 64;

/// `dst[d] = src[s]` for every `(batch, position, feature)`, `batch × features` of them at
/// `from`'s and `to`'s places. A place outside either slice is an internal error, reported
/// before anything is copied.
pub fn copy(
    src: &[f32],
    from: &Side,
    dst: &mut [f32],
    to: &Side,
    batch: usize,
    features: usize,
) -> Result<(), String> {
    let positions = from.positions.len().min(to.positions.len());
    if batch == 0 || features == 0 || positions == 0 {
        return Ok(());
    }
    let inside = |side: &Side, len: usize| {
        let last = side.positions[..positions]
            .iter()
            .max()
            .copied()
            .unwrap_or(0);
        (batch - 1)
            .checked_mul(side.batch)
            .zip((features - 1).checked_mul(side.feature))
            .and_then(|(b, f)| b.checked_add(f)?.checked_add(last))
            .is_some_and(|end| end < len)
    };
    if !inside(from, src.len()) || !inside(to, dst.len()) {
        return Err("internal error: a relayout does not fit its operands".into());
    }
    let (src_at, dst_at) = (&from.positions[..positions], &to.positions[..positions]);
    for b in 0..batch {
        for p0 in (0..positions).step_by(BLOCK) {
            let p1 = (p0 + BLOCK).min(positions);
            for f in 0..features {
                let s = b * from.batch + f * from.feature;
                let d = b * to.batch + f * to.feature;
                for p in p0..p1 {
                    // SAFETY: the largest index on either side was checked above.
                    unsafe {
                        *dst.get_unchecked_mut(d + dst_at.get_unchecked(p)) =
                            *src.get_unchecked(s + src_at.get_unchecked(p));
                    }
                }
            }
        }
    }
    Ok(())
}
