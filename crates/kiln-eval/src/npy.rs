//! `.npy` reading and writing: the format Kiln takes inputs in and gives results back in.
//!
//! Supported: format versions 1.0, 2.0 and 3.0, little-endian data in C or Fortran order
//! (numpy saves a column-major array, such as a transposed one, with `fortran_order: True`;
//! it is read into Kiln's row-major layout), and the dtypes
//! `|b1` (pred), `i1 i2 i4 i8`, `u1 u2 u4 u8`, `f2 f4 f8`, `c8 c16`; 0-d arrays are scalars.
//! numpy has no bf16, so bf16 arrays travel as their raw 16-bit patterns with dtype `<u2`
//! (the corpus convention): [`write_npy`] writes bf16 that way and [`read_npy_as`] reads it
//! back when told to expect bf16. Every malformed file is an error, never a panic.

use crate::util::{from_le_bytes, le_bytes};
use kiln_hlo::{ArrayData, ArrayLiteral, PrimitiveType};
use std::path::Path;

const MAGIC: &[u8] = b"\x93NUMPY";

/// Reads a `.npy` file.
pub fn read_npy(path: impl AsRef<Path>) -> Result<ArrayLiteral, String> {
    let path = path.as_ref();
    let bytes = std::fs::read(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    read_npy_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads a `.npy` file whose elements should be of type `expected`. A `<u2` file read as
/// bf16 is taken as bf16 bit patterns (the corpus convention), a `|u1` file read as an 8-bit
/// float type as its bit patterns, and `i1`/`u1` data may be read as the sub-byte integer
/// types; any other type difference is an error.
pub fn read_npy_as(
    path: impl AsRef<Path>,
    expected: PrimitiveType,
) -> Result<ArrayLiteral, String> {
    let path = path.as_ref();
    let array = read_npy(path)?;
    reinterpret_as(array, expected).map_err(|e| format!("{}: {e}", path.display()))
}

/// Gives `array` the element type `expected` where the file format cannot say it directly.
pub fn reinterpret_as(
    array: ArrayLiteral,
    expected: PrimitiveType,
) -> Result<ArrayLiteral, String> {
    use PrimitiveType as T;
    if array.ty == expected {
        return Ok(array);
    }
    let ArrayLiteral { ty, dims, data } = array;
    let data = match (ty, expected, data) {
        (T::U16, T::BF16, ArrayData::U16(v)) => {
            ArrayData::BF16(v.into_iter().map(half::bf16::from_bits).collect())
        }
        // The 8-bit floats are stored as their raw bits, like bf16.
        (T::U8, t, data @ ArrayData::U8(_)) if t.is_f8() => data,
        (T::S8, T::S2 | T::S4, data @ ArrayData::S8(_))
        | (T::U8, T::U2 | T::U4, data @ ArrayData::U8(_)) => {
            crate::util::check_sub_byte_range(expected, &data)?;
            data
        }
        _ => return Err(format!("holds {ty} data, expected {expected}")),
    };
    ArrayLiteral::new(expected, dims, data)
}

/// Parses the bytes of a `.npy` file.
pub fn read_npy_bytes(bytes: &[u8]) -> Result<ArrayLiteral, String> {
    let (header, data) = split_header(bytes)?;
    let header = parse_header(header)?;
    let count = kiln_hlo::literal::element_count(&header.shape)?;
    let want = count
        .checked_mul(header.ty.byte_size())
        .ok_or("the array is too large")?;
    if data.len() != want {
        return Err(format!(
            "shape {:?} of {} needs {want} data bytes, the file has {}",
            header.shape,
            header.ty,
            data.len()
        ));
    }
    let data = if header.fortran_order {
        from_le_bytes(
            header.ty,
            &column_major_to_row_major(data, &header.shape, header.ty.byte_size()),
        )?
    } else {
        from_le_bytes(header.ty, data)?
    };
    ArrayLiteral::new(header.ty, header.shape, data)
}

/// The elements of a column-major array of `dims` (each `element_size` bytes), reordered
/// row-major. `data` holds exactly the array's bytes.
fn column_major_to_row_major(data: &[u8], dims: &[i64], element_size: usize) -> Vec<u8> {
    let dims: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
    let mut strides = Vec::with_capacity(dims.len());
    let mut stride = 1usize;
    for &d in &dims {
        strides.push(stride);
        stride *= d;
    }
    let mut out = Vec::with_capacity(data.len());
    let mut index = vec![0usize; dims.len()];
    for _ in 0..data.len() / element_size.max(1) {
        let at = index
            .iter()
            .zip(&strides)
            .map(|(i, s)| i * s)
            .sum::<usize>()
            * element_size;
        out.extend_from_slice(&data[at..at + element_size]);
        for axis in (0..dims.len()).rev() {
            index[axis] += 1;
            if index[axis] < dims[axis] {
                break;
            }
            index[axis] = 0;
        }
    }
    out
}

/// Separates the header text from the data, checking the magic string and version.
fn split_header(bytes: &[u8]) -> Result<(&str, &[u8]), String> {
    if bytes.len() < MAGIC.len() + 2 || &bytes[..MAGIC.len()] != MAGIC {
        return Err("not a .npy file (the magic string \\x93NUMPY is missing)".into());
    }
    let major = bytes[6];
    let (len_size, rest) = match major {
        1 => (2, &bytes[8..]),
        2 | 3 => (4, &bytes[8..]),
        v => {
            return Err(format!(
                ".npy format version {v} is not supported (1, 2 or 3 are)"
            ))
        }
    };
    if rest.len() < len_size {
        return Err("the file ends inside the header length".into());
    }
    let mut len = 0usize;
    for (i, &b) in rest[..len_size].iter().enumerate() {
        len |= (b as usize) << (8 * i);
    }
    let rest = &rest[len_size..];
    if rest.len() < len {
        return Err(format!(
            "the header says it is {len} bytes but only {} follow",
            rest.len()
        ));
    }
    let header = std::str::from_utf8(&rest[..len]).map_err(|_| "the header is not valid text")?;
    Ok((header, &rest[len..]))
}

struct Header {
    ty: PrimitiveType,
    fortran_order: bool,
    shape: Vec<i64>,
}

/// Parses the header dictionary, e.g. `{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }`.
fn parse_header(text: &str) -> Result<Header, String> {
    let descr = dict_value(text, "descr")?;
    let descr = descr
        .strip_prefix('\'')
        .and_then(|d| d.split('\'').next())
        .ok_or_else(|| format!("the 'descr' value is not a string: {descr}"))?;
    let ty = dtype_from_descr(descr)?;
    let fortran = dict_value(text, "fortran_order")?;
    let fortran_order = if fortran.starts_with("True") {
        true
    } else if fortran.starts_with("False") {
        false
    } else {
        return Err(format!(
            "the 'fortran_order' value is not True or False: {fortran}"
        ));
    };
    let shape = parse_shape(dict_value(text, "shape")?)?;
    Ok(Header {
        ty,
        fortran_order,
        shape,
    })
}

/// The text after `'key':` in the header dictionary.
fn dict_value<'t>(text: &'t str, key: &str) -> Result<&'t str, String> {
    let quoted = format!("'{key}'");
    let at = text
        .find(&quoted)
        .ok_or_else(|| format!("the header has no '{key}' entry"))?;
    let rest = text[at + quoted.len()..].trim_start();
    let rest = rest
        .strip_prefix(':')
        .ok_or_else(|| format!("the header's '{key}' entry has no value"))?;
    Ok(rest.trim_start())
}

/// Parses a Python tuple of non-negative integers: `()`, `(5,)`, `(2, 3)`.
fn parse_shape(text: &str) -> Result<Vec<i64>, String> {
    let inner = text
        .strip_prefix('(')
        .and_then(|t| t.split(')').next())
        .ok_or_else(|| format!("the 'shape' value is not a tuple: {text}"))?;
    inner
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.trim_end_matches('L')
                .parse::<i64>()
                .map_err(|_| format!("bad dimension size `{s}` in 'shape'"))
        })
        .collect()
}

/// The element type of a numpy dtype descriptor such as `<f4` or `|b1`.
fn dtype_from_descr(descr: &str) -> Result<PrimitiveType, String> {
    use PrimitiveType as T;
    let (order, code) = descr.split_at(descr.len().min(1));
    if order == ">" && !matches!(code, "i1" | "u1" | "b1") {
        return Err(format!("big-endian data ('{descr}') is not supported"));
    }
    if !matches!(order, "<" | "|" | "=" | ">") {
        return Err(format!("unsupported dtype '{descr}'"));
    }
    Ok(match code {
        "b1" => T::Pred,
        "i1" => T::S8,
        "i2" => T::S16,
        "i4" => T::S32,
        "i8" => T::S64,
        "u1" => T::U8,
        "u2" => T::U16,
        "u4" => T::U32,
        "u8" => T::U64,
        "f2" => T::F16,
        "f4" => T::F32,
        "f8" => T::F64,
        "c8" => T::C64,
        "c16" => T::C128,
        _ => return Err(format!("unsupported dtype '{descr}'")),
    })
}

/// The numpy dtype descriptor Kiln writes for `ty` (bf16 and the f8 types as raw bits).
fn descr_for(ty: PrimitiveType) -> Result<&'static str, String> {
    use PrimitiveType as T;
    Ok(match ty {
        T::Pred => "|b1",
        T::S2 | T::S4 | T::S8 => "|i1",
        T::S16 => "<i2",
        T::S32 => "<i4",
        T::S64 => "<i8",
        T::U2 | T::U4 | T::U8 => "|u1",
        T::U16 | T::BF16 => "<u2",
        T::U32 => "<u4",
        T::U64 => "<u8",
        T::F16 => "<f2",
        T::F32 => "<f4",
        T::F64 => "<f8",
        T::C64 => "<c8",
        T::C128 => "<c16",
        t if t.is_f8() => "|u1",
        t => return Err(format!("{t} arrays cannot be written as .npy")),
    })
}

/// The bytes of a `.npy` file holding `array` (format 1.0, or 2.0 for huge headers).
/// Types numpy lacks are written as their raw bit patterns (bf16 as `<u2`).
pub fn npy_bytes(array: &ArrayLiteral) -> Vec<u8> {
    let descr = descr_for(array.ty).unwrap_or("|u1");
    let shape = match array.dims.len() {
        0 => "()".to_string(),
        1 => format!("({},)", array.dims[0]),
        _ => {
            let dims: Vec<String> = array.dims.iter().map(|d| d.to_string()).collect();
            format!("({})", dims.join(", "))
        }
    };
    let dict = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    // numpy pads the header with spaces and a newline so the data starts 64-byte aligned;
    // version 1.0 stores the header length in 2 bytes, 2.0 in 4.
    let padded = |prefix: usize| {
        let mut d = dict.clone();
        while !(prefix + d.len() + 1).is_multiple_of(64) {
            d.push(' ');
        }
        d.push('\n');
        d
    };
    let v1_header = padded(MAGIC.len() + 4);
    let v1 = v1_header.len() <= u16::MAX as usize;
    let dict = if v1 {
        v1_header
    } else {
        padded(MAGIC.len() + 6)
    };
    let mut out = Vec::with_capacity(MAGIC.len() + 6 + dict.len() + array.element_count() * 8);
    out.extend_from_slice(MAGIC);
    if v1 {
        out.extend_from_slice(&[1, 0]);
        out.extend_from_slice(&(dict.len() as u16).to_le_bytes());
    } else {
        out.extend_from_slice(&[2, 0]);
        out.extend_from_slice(&(dict.len() as u32).to_le_bytes());
    }
    out.extend_from_slice(dict.as_bytes());
    out.extend_from_slice(&le_bytes(&array.data));
    out
}

/// Writes `array` as a `.npy` file.
pub fn write_npy(path: impl AsRef<Path>, array: &ArrayLiteral) -> Result<(), String> {
    let path = path.as_ref();
    descr_for(array.ty).map_err(|e| format!("{}: {e}", path.display()))?;
    std::fs::write(path, npy_bytes(array))
        .map_err(|e| format!("{}: cannot write: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::bf16;
    use num_complex::Complex32;

    fn roundtrip(a: &ArrayLiteral) -> ArrayLiteral {
        read_npy_bytes(&npy_bytes(a)).expect("roundtrip")
    }

    #[test]
    fn roundtrips_every_dtype() {
        let cases = vec![
            ArrayLiteral::new(
                PrimitiveType::Pred,
                vec![3],
                ArrayData::Pred(vec![true, false, true]),
            ),
            ArrayLiteral::new(PrimitiveType::S8, vec![2], ArrayData::S8(vec![-128, 127])),
            ArrayLiteral::new(PrimitiveType::S16, vec![1, 2], ArrayData::S16(vec![-3, 9])),
            ArrayLiteral::new(PrimitiveType::S32, vec![], ArrayData::S32(vec![-7])),
            ArrayLiteral::new(
                PrimitiveType::S64,
                vec![2],
                ArrayData::S64(vec![i64::MIN, 1]),
            ),
            ArrayLiteral::new(PrimitiveType::U8, vec![2], ArrayData::U8(vec![0, 255])),
            ArrayLiteral::new(PrimitiveType::U16, vec![1], ArrayData::U16(vec![65535])),
            ArrayLiteral::new(PrimitiveType::U32, vec![1], ArrayData::U32(vec![7])),
            ArrayLiteral::new(PrimitiveType::U64, vec![1], ArrayData::U64(vec![u64::MAX])),
            ArrayLiteral::new(
                PrimitiveType::F16,
                vec![1],
                ArrayData::F16(vec![half::f16::from_f32(1.5)]),
            ),
            ArrayLiteral::new(PrimitiveType::F32, vec![2, 0], ArrayData::F32(vec![])),
            ArrayLiteral::new(
                PrimitiveType::F64,
                vec![2],
                ArrayData::F64(vec![f64::NAN, -0.0]),
            ),
            ArrayLiteral::new(
                PrimitiveType::C64,
                vec![1],
                ArrayData::C64(vec![Complex32::new(1.0, -2.0)]),
            ),
        ];
        for a in cases {
            let a = a.expect("valid literal");
            assert_eq!(roundtrip(&a), a);
        }
    }

    #[test]
    fn bf16_travels_as_u16() {
        let a = ArrayLiteral::new(
            PrimitiveType::BF16,
            vec![2],
            ArrayData::BF16(vec![bf16::from_f32(1.0), bf16::from_f32(-2.5)]),
        )
        .expect("valid");
        let back = read_npy_bytes(&npy_bytes(&a)).expect("reads");
        assert_eq!(back.ty, PrimitiveType::U16);
        assert_eq!(reinterpret_as(back, PrimitiveType::BF16).expect("bf16"), a);
    }

    #[test]
    fn header_is_64_byte_aligned() {
        let a = ArrayLiteral::new(PrimitiveType::F32, vec![3], ArrayData::F32(vec![1.0; 3]))
            .expect("valid");
        let bytes = npy_bytes(&a);
        assert_eq!((bytes.len() - 12) % 64, 0);
    }

    #[test]
    fn every_truncation_is_an_error() {
        let a = ArrayLiteral::new(
            PrimitiveType::S32,
            vec![2, 2],
            ArrayData::S32(vec![1, 2, 3, 4]),
        )
        .expect("valid");
        let bytes = npy_bytes(&a);
        for n in 0..bytes.len() {
            assert!(
                read_npy_bytes(&bytes[..n]).is_err(),
                "prefix of {n} bytes was accepted"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(read_npy_bytes(&longer).is_err());
    }

    #[test]
    fn garbled_headers_are_errors() {
        let a = ArrayLiteral::new(PrimitiveType::F32, vec![2], ArrayData::F32(vec![1.0, 2.0]))
            .expect("valid");
        let good = npy_bytes(&a);
        let text = String::from_utf8_lossy(&good[10..good.len() - 8]).to_string();
        let variants = [
            text.replace("'<f4'", "'>f4'"),
            text.replace("'<f4'", "'<x9'"),
            text.replace("False", "Maybe"),
            text.replace("(2,)", "(two,)"),
            text.replace("(2,)", "(-2,)"),
            text.replace("'shape'", "'shap'"),
        ];
        for v in variants {
            let mut bytes = good[..10].to_vec();
            bytes.extend_from_slice(v.as_bytes());
            bytes.extend_from_slice(&good[good.len() - 8..]);
            let err = read_npy_bytes(&bytes).expect_err(&v);
            assert!(!err.is_empty());
        }
        let mut bad_version = good.clone();
        bad_version[6] = 9;
        assert!(read_npy_bytes(&bad_version)
            .unwrap_err()
            .contains("version"));
        // Every single-byte corruption must be handled without a panic.
        for i in 0..good.len() {
            let mut b = good.clone();
            b[i] ^= 0xff;
            let _ = read_npy_bytes(&b);
        }
    }

    #[test]
    fn reads_fortran_order_as_row_major() {
        // numpy.save(f, numpy.asfortranarray(numpy.arange(6, dtype='<i4').reshape(3, 2))):
        // the (3, 2) array's data is stored column by column.
        let c_order = ArrayLiteral::new(
            PrimitiveType::S32,
            vec![3, 2],
            ArrayData::S32(vec![0, 1, 2, 3, 4, 5]),
        )
        .expect("valid");
        let bytes = npy_bytes(&c_order);
        let text = String::from_utf8_lossy(&bytes[10..bytes.len() - 24]).replace("False", "True ");
        let mut fortran = bytes[..10].to_vec();
        fortran.extend_from_slice(text.as_bytes());
        for v in [0i32, 2, 4, 1, 3, 5] {
            fortran.extend_from_slice(&v.to_le_bytes());
        }
        assert_eq!(read_npy_bytes(&fortran).expect("reads"), c_order);
        // One dimension or none: both orders store the same bytes.
        let vector = ArrayLiteral::new(PrimitiveType::F32, vec![2], ArrayData::F32(vec![1.0, 2.0]))
            .expect("valid");
        let bytes = npy_bytes(&vector);
        let mut fortran = bytes[..10].to_vec();
        fortran.extend_from_slice(
            String::from_utf8_lossy(&bytes[10..bytes.len() - 8])
                .replace("False", "True ")
                .as_bytes(),
        );
        fortran.extend_from_slice(&bytes[bytes.len() - 8..]);
        assert_eq!(read_npy_bytes(&fortran).expect("reads"), vector);
    }

    #[test]
    fn reads_version_2_and_sub_byte_types() {
        let a = ArrayLiteral::new(PrimitiveType::S8, vec![2], ArrayData::S8(vec![-8, 7]))
            .expect("valid");
        let v1 = npy_bytes(&a);
        let header_len = u16::from_le_bytes([v1[8], v1[9]]) as u32;
        let mut v2 = v1[..6].to_vec();
        v2.extend_from_slice(&[2, 0]);
        v2.extend_from_slice(&header_len.to_le_bytes());
        v2.extend_from_slice(&v1[10..]);
        let back = read_npy_bytes(&v2).expect("v2 reads");
        let s4 = reinterpret_as(back, PrimitiveType::S4).expect("fits s4");
        assert_eq!(s4.ty, PrimitiveType::S4);
        let wide =
            ArrayLiteral::new(PrimitiveType::S8, vec![1], ArrayData::S8(vec![9])).expect("valid");
        assert!(reinterpret_as(wide, PrimitiveType::S4).is_err());
    }
}
