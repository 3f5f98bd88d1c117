//! `compare`, `select` and `clamp`.

use super::lift;
use super::scalar::total_order_key;
use kiln_hlo::{ArrayData, ArrayLiteral, ComparisonDirection, ComparisonType, PrimitiveType};
use std::cmp::Ordering;

/// Compares `a` and `b` elementwise. Floats compare as IEEE values (`FLOAT`: NaN is unordered,
/// -0 == +0) unless `ctype` is `TOTALORDER` (-NaN < -inf < -0 < +0 < +inf < +NaN); integers
/// by their type's signedness; pred as false < true; complex supports only EQ and NE.
pub(crate) fn compare_arrays(
    a: &ArrayLiteral,
    b: &ArrayLiteral,
    dir: ComparisonDirection,
    ctype: Option<ComparisonType>,
) -> Result<Vec<bool>, String> {
    if a.ty != b.ty {
        return Err(format!(
            "compare needs operands of one type, got {} and {}",
            a.ty, b.ty
        ));
    }
    use PrimitiveType::*;
    if let (Some(x), Some(y)) = (lift::widen_f8(a), lift::widen_f8(b)) {
        return compare_arrays(&x, &y, dir, ctype);
    }
    if !(a.ty.is_integral() || a.ty.is_complex() || matches!(a.ty, Pred | F16 | BF16 | F32 | F64)) {
        return Err(format!("compare is not defined on {}", a.ty));
    }
    let n = a.data.len();
    let ordering: Box<dyn Fn(usize) -> Option<Ordering>> = match (&a.data, &b.data) {
        (ArrayData::Pred(x), ArrayData::Pred(y)) => Box::new(move |i| Some(x[i].cmp(&y[i]))),
        _ if a.ty.is_integral() => {
            Box::new(|i| Some(lift::int_at(&a.data, i)?.cmp(&lift::int_at(&b.data, i)?)))
        }
        _ if a.ty.is_complex() => {
            if !matches!(dir, ComparisonDirection::Eq | ComparisonDirection::Ne) {
                return Err(format!(
                    "complex values have no order; compare direction {dir} is undefined"
                ));
            }
            // Part by part, like FLOAT comparisons: denormal parts compare as zero.
            Box::new(|i| {
                let p = lift::complex_at_flushed(&a.data, i)?;
                let q = lift::complex_at_flushed(&b.data, i)?;
                // Any unequal pair stands in as "Less": only EQ and NE are asked.
                (p == q).then_some(Ordering::Equal).or(Some(Ordering::Less))
            })
        }
        _ if ctype == Some(ComparisonType::TotalOrder) => Box::new(|i| {
            let p = total_order_key(lift::float_at(&a.data, i)?);
            Some(p.cmp(&total_order_key(lift::float_at(&b.data, i)?)))
        }),
        // FLOAT comparisons are arithmetic: denormals compare as zero (see `scalar::flush`).
        _ => Box::new(|i| {
            let p = lift::float_at_flushed(&a.data, i)?;
            p.partial_cmp(&lift::float_at_flushed(&b.data, i)?)
        }),
    };
    Ok((0..n).map(|i| holds(dir, ordering(i))).collect())
}

/// Whether `dir` holds for an ordering (`None` = unordered, where only NE holds).
fn holds(dir: ComparisonDirection, ord: Option<Ordering>) -> bool {
    use ComparisonDirection::*;
    match ord {
        None => dir == Ne,
        Some(o) => match dir {
            Eq => o == Ordering::Equal,
            Ne => o != Ordering::Equal,
            Lt => o == Ordering::Less,
            Le => o != Ordering::Greater,
            Gt => o == Ordering::Greater,
            Ge => o != Ordering::Less,
        },
    }
}

/// `select(pred, on_true, on_false)`: `pred` has the operands' dimensions or is a scalar.
pub(crate) fn select_data(
    pred: &[bool],
    on_true: &ArrayData,
    on_false: &ArrayData,
) -> Result<ArrayData, String> {
    let n = on_true.len();
    if on_false.len() != n || (pred.len() != n && pred.len() != 1) {
        return Err(format!(
            "select needs operands of one size, got pred of {}, {n} and {} elements",
            pred.len(),
            on_false.len()
        ));
    }
    if pred.len() == 1 && n != 1 {
        return Ok(if pred[0] {
            on_true.clone()
        } else {
            on_false.clone()
        });
    }
    macro_rules! pick {
        ($($v:ident),*) => {
            match (on_true, on_false) {
                $((ArrayData::$v(t), ArrayData::$v(f)) => ArrayData::$v(
                    pred.iter().zip(t.iter().zip(f)).map(|(&p, (&t, &f))| if p { t } else { f }).collect(),
                ),)*
                (t, f) => return Err(format!(
                    "select needs branches of one type, got {} and {}",
                    t.storage_name(),
                    f.storage_name()
                )),
            }
        };
    }
    Ok(pick!(
        Pred, S8, S16, S32, S64, U8, U16, U32, U64, F16, BF16, F32, F64, C64, C128
    ))
}
