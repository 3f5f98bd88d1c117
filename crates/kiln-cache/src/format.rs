//! The on-disk entry format (version 3). All integers little-endian.
//!
//! ```text
//! offset        size  field
//! 0             9     magic "KILNCACHE"
//! 9             4     format version (u32) = 3
//! 13            4     header length H (u32)
//! 17            H     header: module fingerprint [32 bytes],
//!                     options, kiln version, target, cpu features (each u32 length + UTF-8),
//!                     payload length P (u64),
//!                     padding length (u8, < 64) and that many zero bytes
//! 17+H          P     payload (opaque to the cache); 17+H is a multiple of PAYLOAD_ALIGN
//! 17+H+P        8     checksum: XXH64 (seed 0) of every byte before it
//! ```
//!
//! The key parts in the header let a miss explain itself, and let a reader check that an entry
//! is the one its file name promises. The padding puts the payload at a multiple of
//! [`PAYLOAD_ALIGN`] bytes from the start of the file, so that a payload whose parts are aligned
//! within it (machine code, say) keeps that alignment in an entry mapped into memory. Version 1
//! had no padding; versions 1 and 2 ended in a 32-byte blake3 checksum, which took a small
//! module's hit about 2 us more to check (see [`crate::checksum`]). Decoding never panics and
//! never trusts a length it has not checked against the file's size.

use crate::fingerprint::CacheKey;
use std::ops::Range;

pub const MAGIC: &[u8; 9] = b"KILNCACHE";
pub const FORMAT_VERSION: u32 = 3;
/// Magic, format version and header length.
pub const PREAMBLE_LEN: usize = MAGIC.len() + 4 + 4;
pub const CHECKSUM_LEN: usize = 8;
/// Headers are a fingerprint and four short strings; anything larger is not ours.
pub const MAX_HEADER_LEN: usize = 1 << 20;
/// Where in the file a payload starts: at a multiple of this.
pub const PAYLOAD_ALIGN: usize = 64;

/// The whole entry file for `key` and `payload`.
pub fn encode_entry(key: &CacheKey, payload: &[u8]) -> Vec<u8> {
    let mut header = Vec::with_capacity(128);
    header.extend_from_slice(&key.module);
    for part in [
        &key.options,
        &key.kiln_version,
        &key.target,
        &key.cpu_features,
    ] {
        header.extend_from_slice(&(part.len() as u32).to_le_bytes());
        header.extend_from_slice(part.as_bytes());
    }
    header.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    // The padding's own length byte counts too.
    let pad = (PAYLOAD_ALIGN - (PREAMBLE_LEN + header.len() + 1) % PAYLOAD_ALIGN) % PAYLOAD_ALIGN;
    header.push(pad as u8);
    header.resize(header.len() + pad, 0);

    let mut out = Vec::with_capacity(PREAMBLE_LEN + header.len() + payload.len() + CHECKSUM_LEN);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(header.len() as u32).to_le_bytes());
    out.extend_from_slice(&header);
    out.extend_from_slice(payload);
    let checksum = checksum(&out);
    out.extend_from_slice(&checksum);
    out
}

/// The checksum an entry whose bytes before it are `body` ends with.
pub fn checksum(body: &[u8]) -> [u8; CHECKSUM_LEN] {
    crate::checksum::xxh64(body, 0).to_le_bytes()
}

/// Checks the preamble; returns the header length.
pub fn decode_preamble(bytes: &[u8]) -> Result<usize, String> {
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err("not a Kiln cache file (bad magic)".into());
    }
    if bytes.len() < PREAMBLE_LEN {
        return Err(format!("truncated ({} bytes)", bytes.len()));
    }
    let version = read_u32(bytes, MAGIC.len());
    if version != FORMAT_VERSION {
        return Err(format!(
            "unsupported format version {version} (expected {FORMAT_VERSION})"
        ));
    }
    let header_len = read_u32(bytes, MAGIC.len() + 4) as usize;
    if header_len > MAX_HEADER_LEN {
        return Err(format!("header length {header_len} is implausible"));
    }
    Ok(header_len)
}

/// Parses a header (the `H` bytes after the preamble): the key it records and the payload length.
pub fn decode_header(header: &[u8]) -> Result<(CacheKey, u64), String> {
    let mut cursor = Cursor {
        bytes: header,
        pos: 0,
    };
    let module: [u8; 32] = cursor
        .take(32)?
        .try_into()
        .map_err(|_| "malformed header".to_string())?;
    let options = cursor.string()?;
    let kiln_version = cursor.string()?;
    let target = cursor.string()?;
    let cpu_features = cursor.string()?;
    let payload_len = u64::from_le_bytes(
        cursor
            .take(8)?
            .try_into()
            .map_err(|_| "malformed header".to_string())?,
    );
    let pad = cursor.take(1)?[0] as usize;
    if pad >= PAYLOAD_ALIGN || cursor.take(pad)?.iter().any(|&b| b != 0) {
        return Err("malformed header (bad padding)".into());
    }
    if cursor.pos != header.len() {
        return Err("malformed header (trailing bytes)".into());
    }
    let key = CacheKey {
        module,
        options,
        kiln_version,
        target,
        cpu_features,
    };
    Ok((key, payload_len))
}

/// Checks a whole entry file; returns the key its header records and where the payload is.
pub fn decode_entry(bytes: &[u8]) -> Result<(CacheKey, Range<usize>), String> {
    let header_len = decode_preamble(bytes)?;
    let header_end = PREAMBLE_LEN + header_len;
    if !header_end.is_multiple_of(PAYLOAD_ALIGN) {
        return Err(format!("malformed header (payload at offset {header_end})"));
    }
    let header = bytes
        .get(PREAMBLE_LEN..header_end)
        .ok_or_else(|| format!("truncated ({} bytes, inside the header)", bytes.len()))?;
    let (key, payload_len) = decode_header(header)?;
    let expected = u64::try_from(header_end + CHECKSUM_LEN)
        .ok()
        .and_then(|n| n.checked_add(payload_len));
    if expected != Some(bytes.len() as u64) {
        let expected = expected.map_or("an impossible size".to_string(), |n| format!("{n}"));
        return Err(format!(
            "size mismatch (header says {expected} bytes, file has {})",
            bytes.len()
        ));
    }
    let body_end = bytes.len() - CHECKSUM_LEN;
    if checksum(&bytes[..body_end]) != bytes[body_end..] {
        return Err("checksum mismatch".into());
    }
    Ok((key, header_end..body_end))
}

fn read_u32(bytes: &[u8], at: usize) -> u32 {
    let mut word = [0u8; 4];
    word.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(word)
}

struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| "malformed header (field runs past its end)".to_string())?;
        let out = &self.bytes[self.pos..end];
        self.pos = end;
        Ok(out)
    }

    fn string(&mut self) -> Result<String, String> {
        let len = self.take(4)?;
        let len = u32::from_le_bytes([len[0], len[1], len[2], len[3]]) as usize;
        let text = self.take(len)?;
        String::from_utf8(text.to_vec()).map_err(|_| "malformed header (bad UTF-8)".to_string())
    }
}
