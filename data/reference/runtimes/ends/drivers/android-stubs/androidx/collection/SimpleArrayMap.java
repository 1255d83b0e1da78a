package androidx.collection;

import java.util.HashMap;

// Stand-in: the map operations AnimationHandler uses.
public class SimpleArrayMap<K, V> {
    private final HashMap<K, V> map = new HashMap<>();

    public V get(Object key) { return map.get(key); }
    public V put(K key, V value) { return map.put(key, value); }
    public V remove(Object key) { return map.remove(key); }
}
