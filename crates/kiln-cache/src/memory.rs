//! The in-process cache: compiled results by key digest, shared as `Arc`s, so compiling the
//! same module twice in one process is a lookup the second time.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// A thread-safe map from key digest to a shared value.
#[derive(Debug)]
pub struct MemoryCache<T> {
    map: RwLock<HashMap<[u8; 32], Arc<T>>>,
}

impl<T> Default for MemoryCache<T> {
    fn default() -> Self {
        MemoryCache {
            map: RwLock::new(HashMap::new()),
        }
    }
}

impl<T> MemoryCache<T> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn get(&self, digest: &[u8; 32]) -> Option<Arc<T>> {
        self.read(|map| map.get(digest).cloned())
    }

    /// Stores `value` unless another thread stored one first; returns the one that is stored,
    /// so that every caller ends up sharing a single value.
    pub fn insert(&self, digest: [u8; 32], value: Arc<T>) -> Arc<T> {
        self.write(|map| map.entry(digest).or_insert(value).clone())
    }

    pub fn remove(&self, digest: &[u8; 32]) -> Option<Arc<T>> {
        self.write(|map| map.remove(digest))
    }

    pub fn len(&self) -> usize {
        self.read(HashMap::len)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn clear(&self) {
        self.write(HashMap::clear)
    }

    // A panic while holding the lock cannot leave the map half-updated (every update is one
    // HashMap call), so a poisoned lock is still safe to use.
    fn read<R>(&self, f: impl FnOnce(&HashMap<[u8; 32], Arc<T>>) -> R) -> R {
        f(&self.map.read().unwrap_or_else(|e| e.into_inner()))
    }

    fn write<R>(&self, f: impl FnOnce(&mut HashMap<[u8; 32], Arc<T>>) -> R) -> R {
        f(&mut self.map.write().unwrap_or_else(|e| e.into_inner()))
    }
}
