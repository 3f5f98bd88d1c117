//! Typed views of the buffers a library call reads and writes, and the conversions between
//! buffer elements and the interpreter's working values.
//!
//! A [`Buf`] is planned from the buffer assignment (its id, element type and dimensions); at
//! run time it becomes a slice of a [`Plain`] type whose size is the element type's storage
//! size, after checks of the pointer's alignment. This is the one place library calls turn
//! pointers into slices.

use crate::cpu::memory::SendPtr;
use half::{bf16, f16};
use kiln_hlo::{ArrayShape, Error, PrimitiveType, Shape};
use kiln_opt::buffer_assignment::{BufferAssignment, BufferId};
use num_complex::{Complex32, Complex64};

/// Element types for which every bit pattern is a valid value, so that a buffer's bytes may
/// be viewed as a slice of them.
pub trait Plain: Copy + Send + Sync + 'static {}
impl Plain for u8 {}
impl Plain for i8 {}
impl Plain for u16 {}
impl Plain for i16 {}
impl Plain for u32 {}
impl Plain for i32 {}
impl Plain for u64 {}
impl Plain for i64 {}
impl Plain for f32 {}
impl Plain for f64 {}
impl Plain for f16 {}
impl Plain for bf16 {}
impl Plain for Complex32 {}
impl Plain for Complex64 {}

/// One array buffer of a planned library call.
#[derive(Clone, Debug)]
pub struct Buf {
    pub id: BufferId,
    pub ty: PrimitiveType,
    pub dims: Vec<i64>,
    /// Number of elements.
    pub len: usize,
}

impl Buf {
    /// The buffer `id` of `assignment` holding a value of `shape` (the value's own shape: an
    /// alias such as a reshape shares its operand's buffer), checked to have exactly its bytes.
    pub fn new(
        assignment: &BufferAssignment,
        id: BufferId,
        shape: &ArrayShape,
    ) -> Result<Buf, String> {
        let buffer = assignment
            .buffers
            .get(id.0 as usize)
            .ok_or_else(|| format!("buffer {} does not exist", id.0))?;
        let len = shape
            .dims
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
            .ok_or_else(|| format!("bad dimensions {:?}", shape.dims))?;
        if len.checked_mul(shape.ty.byte_size()) != Some(buffer.bytes)
            || shape.ty.byte_size() != buffer.shape.ty.byte_size()
        {
            return Err(format!(
                "buffer {} ({}) does not hold {shape}",
                id.0, buffer.shape
            ));
        }
        Ok(Buf {
            id,
            ty: shape.ty,
            dims: shape.dims.clone(),
            len,
        })
    }

    /// Dimensions as sizes.
    pub fn sizes(&self) -> Vec<usize> {
        self.dims.iter().map(|&d| d.max(0) as usize).collect()
    }

    fn checked_ptr<T: Plain>(&self, buffers: &[SendPtr]) -> Result<*mut T, Error> {
        if std::mem::size_of::<T>() != self.ty.byte_size() {
            return Err(Error::msg(format!(
                "internal error: viewing {} elements as {}",
                self.ty,
                std::any::type_name::<T>()
            )));
        }
        let ptr = buffers
            .get(self.id.0 as usize)
            .ok_or_else(|| Error::msg(format!("buffer {} is missing", self.id.0)))?
            .0 as *mut T;
        if self.len > 0 && (ptr.is_null() || !ptr.is_aligned()) {
            return Err(Error::msg(format!(
                "buffer {} is not aligned for {}",
                self.id.0, self.ty
            )));
        }
        Ok(ptr)
    }

    /// The buffer's elements.
    pub fn read<'a, T: Plain>(&self, buffers: &'a [SendPtr]) -> Result<&'a [T], Error> {
        let ptr = self.checked_ptr::<T>(buffers)?;
        if self.len == 0 {
            return Ok(&[]);
        }
        // SAFETY: the buffer assignment sized this buffer for `len` elements of `ty` (checked
        // in `Buf::new`), `T` has that storage size and accepts any bit pattern, and the
        // pointer is non-null and aligned. Library calls only read operand buffers.
        Ok(unsafe { std::slice::from_raw_parts(ptr, self.len) })
    }

    /// The buffer's elements, to be written. The planner guarantees that a result buffer is
    /// none of the call's other buffers, so nothing else views these bytes meanwhile.
    #[allow(clippy::mut_from_ref)]
    pub fn write<'a, T: Plain>(&self, buffers: &'a [SendPtr]) -> Result<&'a mut [T], Error> {
        let ptr = self.checked_ptr::<T>(buffers)?;
        if self.len == 0 {
            return Ok(&mut []);
        }
        // SAFETY: as in `read`; the buffer is a result of this call, distinct from every
        // other buffer it views (checked by `distinct` at plan time), and results are never
        // parameters or constants.
        Ok(unsafe { std::slice::from_raw_parts_mut(ptr, self.len) })
    }

    /// The buffer's storage bytes, to be written (any element type); as `write`.
    #[allow(clippy::mut_from_ref)]
    pub fn write_bytes<'a>(&self, buffers: &'a [SendPtr]) -> Result<&'a mut [u8], Error> {
        let ptr = buffers
            .get(self.id.0 as usize)
            .ok_or_else(|| Error::msg(format!("buffer {} is missing", self.id.0)))?
            .0;
        if self.len == 0 {
            return Ok(&mut []);
        }
        if ptr.is_null() {
            return Err(Error::msg(format!("buffer {} is null", self.id.0)));
        }
        // SAFETY: the assignment sized the buffer for `len` elements of `ty` (checked in
        // `Buf::new`); bytes have no alignment or validity requirements; the buffer is a
        // result of this call, distinct from every other buffer it views (`result_bufs`).
        Ok(unsafe { std::slice::from_raw_parts_mut(ptr, self.len * self.ty.byte_size()) })
    }

    /// The buffer's storage bytes.
    pub fn bytes<'a>(&self, buffers: &'a [SendPtr]) -> Result<ByteView<'a>, Error> {
        Ok(ByteView {
            bytes: read_bytes(self, buffers)?,
            size: self.ty.byte_size(),
        })
    }
}

/// Buffers for the array leaves of a value of `shape` held in `leaves`.
fn value_bufs(
    assignment: &BufferAssignment,
    leaves: &[BufferId],
    shape: &Shape,
) -> Result<Vec<Buf>, String> {
    let shapes: Vec<&ArrayShape> = shape
        .leaves()
        .into_iter()
        .filter_map(|s| s.as_array())
        .collect();
    if shapes.len() != leaves.len() {
        return Err(format!(
            "{} buffers for a value of shape {shape}",
            leaves.len()
        ));
    }
    leaves
        .iter()
        .zip(shapes)
        .map(|(&b, s)| Buf::new(assignment, b, s))
        .collect()
}

/// The array buffers of operand `i` of the call's instruction.
pub fn operand_bufs(ctx: &super::PlanContext, i: usize) -> Result<Vec<Buf>, String> {
    let id = *ctx
        .instruction()
        .operands
        .get(i)
        .ok_or_else(|| format!("missing operand {i}"))?;
    let shape = &ctx.module.comp(ctx.comp).instr(id).shape;
    let leaves = ctx
        .operand_leaves(i)
        .ok_or_else(|| format!("operand {i} has no buffers"))?;
    value_bufs(ctx.assignment, leaves, shape)
}

/// The one array buffer of operand `i`.
pub fn operand_buf(ctx: &super::PlanContext, i: usize) -> Result<Buf, String> {
    match operand_bufs(ctx, i)?.as_slice() {
        [b] => Ok(b.clone()),
        other => Err(format!(
            "operand {i} has {} buffers, expected 1",
            other.len()
        )),
    }
}

/// The result's array buffers, checked to be distinct from each other and from every operand
/// buffer (library calls write results while reading operands).
pub fn result_bufs(ctx: &super::PlanContext) -> Result<Vec<Buf>, String> {
    result_bufs_in_place(ctx, 0)
}

/// [`result_bufs`] for a call that updates its first operands in place: result `k` may be
/// operand `k`'s buffer for `k < in_place` (the call then skips copying that operand), but
/// no other operand's, nor another result's.
pub fn result_bufs_in_place(ctx: &super::PlanContext, in_place: usize) -> Result<Vec<Buf>, String> {
    let results = value_bufs(
        ctx.assignment,
        ctx.result_leaves(),
        &ctx.instruction().shape,
    )?;
    let count = ctx.instruction().operands.len();
    for (k, r) in results.iter().enumerate() {
        let others: Vec<BufferId> = (0..count)
            .filter(|&i| i != k || k >= in_place)
            .flat_map(|i| ctx.operand_leaves(i).unwrap_or_default().to_vec())
            .collect();
        distinct(std::slice::from_ref(r), &others, ctx.assignment)?;
    }
    distinct(&results, &[], ctx.assignment)?;
    Ok(results)
}

/// Results must not share bytes with each other or with any operand.
fn distinct(
    results: &[Buf],
    operands: &[BufferId],
    assignment: &BufferAssignment,
) -> Result<(), String> {
    use kiln_opt::buffer_assignment::BufferKind;
    for (k, r) in results.iter().enumerate() {
        let kind = &assignment.buffer(r.id).kind;
        if !matches!(kind, BufferKind::Arena { .. } | BufferKind::Output { .. }) {
            return Err(format!("result buffer {} is not an arena buffer", r.id.0));
        }
        if operands.contains(&r.id) || results[..k].iter().any(|o| o.id == r.id) {
            return Err(format!("result buffer {} is also read by the call", r.id.0));
        }
    }
    Ok(())
}

/// The raw bytes of a buffer (any element type).
fn read_bytes<'a>(buf: &Buf, buffers: &'a [SendPtr]) -> Result<&'a [u8], Error> {
    let size = buf.ty.byte_size();
    let ptr = buffers
        .get(buf.id.0 as usize)
        .ok_or_else(|| Error::msg(format!("buffer {} is missing", buf.id.0)))?
        .0;
    if buf.len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Error::msg(format!("buffer {} is null", buf.id.0)));
    }
    // SAFETY: the assignment sized the buffer for `len * size` bytes (checked in `Buf::new`);
    // bytes have no alignment or validity requirements; library calls only read operands.
    Ok(unsafe { std::slice::from_raw_parts(ptr, buf.len * size) })
}

/// A buffer's bytes, element by element.
#[derive(Clone, Copy)]
pub struct ByteView<'a> {
    pub bytes: &'a [u8],
    pub size: usize,
}

impl ByteView<'_> {
    /// Element `i`'s storage bits, zero-extended (elements of at most 8 bytes).
    pub fn bits(&self, i: usize) -> u64 {
        // Fixed sizes read with one load, not a call to copy `size` bytes.
        fn fixed<const N: usize>(bytes: &[u8]) -> [u8; N] {
            let mut b = [0u8; N];
            b.copy_from_slice(&bytes[..N]);
            b
        }
        let at = &self.bytes[i * self.size..];
        match self.size {
            1 => at[0] as u64,
            2 => u16::from_le_bytes(fixed(at)) as u64,
            4 => u32::from_le_bytes(fixed(at)) as u64,
            8 => u64::from_le_bytes(fixed(at)),
            size => {
                let mut b = [0u8; 8];
                b[..size].copy_from_slice(&at[..size]);
                u64::from_le_bytes(b)
            }
        }
    }

    /// Element `i`'s bytes.
    pub fn element(&self, i: usize) -> &[u8] {
        &self.bytes[i * self.size..][..self.size]
    }
}

/// An index element as i64 (u64 clamped to i64::MAX), as the interpreter reads indices.
pub fn index_value(ty: PrimitiveType, bits: u64) -> i64 {
    use PrimitiveType::*;
    match ty {
        S8 => bits as i8 as i64,
        S16 => bits as i16 as i64,
        S32 => bits as i32 as i64,
        U8 => bits as u8 as i64,
        U16 => bits as u16 as i64,
        U32 => bits as u32 as i64,
        U64 => bits.min(i64::MAX as u64) as i64,
        _ => bits as i64,
    }
}

/// Writes the low `size` bytes of `bits` as element `i` of `bytes`.
pub fn put_bits(bytes: &mut [u8], size: usize, i: usize, bits: u64) {
    bytes[i * size..][..size].copy_from_slice(&bits.to_le_bytes()[..size]);
}

/// The elements of a real buffer as f64 (integers and pred by value), as the interpreter's
/// `real_values` decodes literals. `None` for complex and sub-byte or 8-bit float types.
pub fn load_f64(buf: &Buf, buffers: &[SendPtr]) -> Result<Option<Vec<f64>>, Error> {
    fn conv<T: Plain>(
        buf: &Buf,
        buffers: &[SendPtr],
        f: impl Fn(T) -> f64,
    ) -> Result<Option<Vec<f64>>, Error> {
        Ok(Some(
            buf.read::<T>(buffers)?.iter().map(|&x| f(x)).collect(),
        ))
    }
    use PrimitiveType::*;
    match buf.ty {
        Pred => conv::<u8>(buf, buffers, |x| (x != 0) as u8 as f64),
        S8 => conv::<i8>(buf, buffers, f64::from),
        S16 => conv::<i16>(buf, buffers, f64::from),
        S32 => conv::<i32>(buf, buffers, f64::from),
        S64 => conv::<i64>(buf, buffers, |x| x as f64),
        U8 => conv::<u8>(buf, buffers, f64::from),
        U16 => conv::<u16>(buf, buffers, f64::from),
        U32 => conv::<u32>(buf, buffers, f64::from),
        U64 => conv::<u64>(buf, buffers, |x| x as f64),
        F16 => conv::<f16>(buf, buffers, f64::from),
        BF16 => conv::<bf16>(buf, buffers, f64::from),
        F32 => conv::<f32>(buf, buffers, f64::from),
        F64 => conv::<f64>(buf, buffers, |x| x),
        _ => Ok(None),
    }
}

/// The elements of a buffer as complex f64 (real types with a zero imaginary part), as the
/// interpreter's `complex_values` decodes literals.
pub fn load_c128(buf: &Buf, buffers: &[SendPtr]) -> Result<Option<Vec<Complex64>>, Error> {
    match buf.ty {
        PrimitiveType::C64 => Ok(Some(
            buf.read::<Complex32>(buffers)?
                .iter()
                .map(|c| Complex64::new(c.re.into(), c.im.into()))
                .collect(),
        )),
        PrimitiveType::C128 => Ok(Some(buf.read::<Complex64>(buffers)?.to_vec())),
        // The common real types straight into complex values, without an f64 copy between.
        PrimitiveType::F32 => Ok(Some(
            buf.read::<f32>(buffers)?
                .iter()
                .map(|&x| Complex64::new(x.into(), 0.0))
                .collect(),
        )),
        PrimitiveType::F64 => Ok(Some(
            buf.read::<f64>(buffers)?
                .iter()
                .map(|&x| Complex64::new(x, 0.0))
                .collect(),
        )),
        _ => Ok(load_f64(buf, buffers)?
            .map(|v| v.into_iter().map(|x| Complex64::new(x, 0.0)).collect())),
    }
}

/// Whether [`store_f64`] can write elements of `ty`.
pub fn stores_f64(ty: PrimitiveType) -> bool {
    matches!(
        ty,
        PrimitiveType::F64 | PrimitiveType::F32 | PrimitiveType::F16 | PrimitiveType::BF16
    )
}

/// Writes f64 values into a float buffer, rounded once as the interpreter stores them.
pub fn store_f64(buf: &Buf, buffers: &[SendPtr], v: &[f64]) -> Result<(), Error> {
    fn put<T: Plain>(
        buf: &Buf,
        buffers: &[SendPtr],
        v: &[f64],
        f: impl Fn(f64) -> T,
    ) -> Result<(), Error> {
        let out = buf.write::<T>(buffers)?;
        if out.len() != v.len() {
            return Err(Error::msg(format!(
                "internal error: {} values for a buffer of {}",
                v.len(),
                out.len()
            )));
        }
        out.iter_mut().zip(v).for_each(|(o, &x)| *o = f(x));
        Ok(())
    }
    match buf.ty {
        PrimitiveType::F64 => put::<f64>(buf, buffers, v, |x| x),
        PrimitiveType::F32 => put::<f32>(buf, buffers, v, |x| x as f32),
        PrimitiveType::F16 => put::<f16>(buf, buffers, v, f16::from_f64),
        PrimitiveType::BF16 => put::<bf16>(buf, buffers, v, bf16::from_f64),
        t => Err(Error::msg(format!("cannot store f64 values as {t}"))),
    }
}

/// Writes complex f64 values into a buffer, rounded once as the interpreter's FFT stores them
/// (real result types keep the real part).
pub fn store_c128(buf: &Buf, buffers: &[SendPtr], v: &[Complex64]) -> Result<(), Error> {
    match buf.ty {
        PrimitiveType::C128 => {
            let out = buf.write::<Complex64>(buffers)?;
            check_len(out.len(), v.len())?;
            out.copy_from_slice(v);
            Ok(())
        }
        PrimitiveType::C64 => {
            let out = buf.write::<Complex32>(buffers)?;
            check_len(out.len(), v.len())?;
            for (o, c) in out.iter_mut().zip(v) {
                *o = Complex32::new(c.re as f32, c.im as f32);
            }
            Ok(())
        }
        PrimitiveType::F64 => {
            let out = buf.write::<f64>(buffers)?;
            check_len(out.len(), v.len())?;
            out.iter_mut().zip(v).for_each(|(o, c)| *o = c.re);
            Ok(())
        }
        PrimitiveType::F32 => {
            let out = buf.write::<f32>(buffers)?;
            check_len(out.len(), v.len())?;
            out.iter_mut().zip(v).for_each(|(o, c)| *o = c.re as f32);
            Ok(())
        }
        t => Err(Error::msg(format!("cannot store complex values as {t}"))),
    }
}

fn check_len(have: usize, want: usize) -> Result<(), Error> {
    if have != want {
        return Err(Error::msg(format!(
            "internal error: {want} values for a buffer of {have}"
        )));
    }
    Ok(())
}

/// Row-major strides (in elements) of `dims`.
pub fn strides(dims: &[usize]) -> Vec<usize> {
    let mut s = vec![1usize; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * dims[i + 1];
    }
    s
}
