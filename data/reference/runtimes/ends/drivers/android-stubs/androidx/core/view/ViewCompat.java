package androidx.core.view;

import android.view.View;

// Stand-in for the two z properties DynamicAnimation reads through ViewCompat.
public final class ViewCompat {
    private static float translationZ, z;

    public static float getTranslationZ(View view) { return translationZ; }
    public static void setTranslationZ(View view, float value) { translationZ = value; }
    public static float getZ(View view) { return z; }
    public static void setZ(View view, float value) { z = value; }
}
