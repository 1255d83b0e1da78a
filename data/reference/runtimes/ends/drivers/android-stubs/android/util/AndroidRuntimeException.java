package android.util;

public class AndroidRuntimeException extends RuntimeException {
    public AndroidRuntimeException(String message) { super(message); }
}
