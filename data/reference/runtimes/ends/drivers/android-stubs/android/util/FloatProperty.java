package android.util;

// Stand-in for the API 24 property type FloatPropertyCompat can wrap.
public abstract class FloatProperty<T> {
    private final String name;

    public FloatProperty(String name) { this.name = name; }

    public String getName() { return name; }

    public abstract Float get(T object);

    public abstract void setValue(T object, float value);
}
