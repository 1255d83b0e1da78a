package android.view;

// Stand-in with the properties DynamicAnimation's view properties touch.
public class View {
    private float translationX, translationY, scaleX = 1, scaleY = 1, rotation, rotationX, rotationY;
    private float x, y, alpha = 1;
    private int scrollX, scrollY;

    public float getTranslationX() { return translationX; }
    public void setTranslationX(float value) { translationX = value; }
    public float getTranslationY() { return translationY; }
    public void setTranslationY(float value) { translationY = value; }
    public float getScaleX() { return scaleX; }
    public void setScaleX(float value) { scaleX = value; }
    public float getScaleY() { return scaleY; }
    public void setScaleY(float value) { scaleY = value; }
    public float getRotation() { return rotation; }
    public void setRotation(float value) { rotation = value; }
    public float getRotationX() { return rotationX; }
    public void setRotationX(float value) { rotationX = value; }
    public float getRotationY() { return rotationY; }
    public void setRotationY(float value) { rotationY = value; }
    public float getX() { return x; }
    public void setX(float value) { x = value; }
    public float getY() { return y; }
    public void setY(float value) { y = value; }
    public float getAlpha() { return alpha; }
    public void setAlpha(float value) { alpha = value; }
    public int getScrollX() { return scrollX; }
    public void setScrollX(int value) { scrollX = value; }
    public int getScrollY() { return scrollY; }
    public void setScrollY(int value) { scrollY = value; }
}
