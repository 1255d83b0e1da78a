package androidx.dynamicanimation.animation;

// Lives in SpringForce's package to call its package-private updateValues:
// the value a frame's update reaches before SpringAnimation replaces it with
// the final position (the update's own arithmetic, run again from the state
// the previous frame left).
public final class SpringProbe {
    public static float valueBeforeSnap(SpringForce spring, float value, float velocity, long deltaT) {
        return spring.updateValues(value, velocity, deltaT).mValue;
    }
}
