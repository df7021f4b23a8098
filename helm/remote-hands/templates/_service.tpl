{{/*
Everything one process needs: Deployment, Service, and when asked HorizontalPodAutoscaler and PodDisruptionBudget.
The Service exposes the public port only; /metrics is on the pod's `metrics` port, which Prometheus scrapes
directly (prometheus.io/* annotations) and no Service, hence no Ingress, reaches.
Usage: include "remote-hands.service" (dict "root" $ "name" "identity" "svc" <merged entry>)
*/}}
{{- define "remote-hands.service" -}}
{{- $root := .root }}
{{- $name := .name }}
{{- $svc := .svc }}
{{- $ctx := dict "root" $root "name" $name }}
{{- $fullName := include "remote-hands.componentName" $ctx }}
{{- $replicas := int $svc.replicas }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "remote-hands.labels" $ctx | nindent 4 }}
spec:
  {{- if not $svc.autoscaling.enabled }}
  replicas: {{ $replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "remote-hands.selectorLabels" $ctx | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  template:
    metadata:
      labels:
        {{- include "remote-hands.selectorLabels" $ctx | nindent 8 }}
        app.kubernetes.io/part-of: remote-hands
      annotations:
        prometheus.io/scrape: 'true'
        prometheus.io/port: {{ $root.Values.metrics.port | quote }}
        prometheus.io/path: /metrics
        {{- if not $root.Values.secrets.existingSecret }}
        checksum/secret: {{ include (print $root.Template.BasePath "/secret.yaml") $root | sha256sum }}
        {{- end }}
        {{- with $svc.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      automountServiceAccountToken: false
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      securityContext:
        {{- toYaml $svc.podSecurityContext | nindent 8 }}
      terminationGracePeriodSeconds: {{ $svc.terminationGracePeriodSeconds }}
      containers:
        - name: {{ $name }}
          image: {{ include "remote-hands.image" $ctx | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ $svc.port }}
              protocol: TCP
            - name: metrics
              containerPort: {{ $root.Values.metrics.port }}
              protocol: TCP
          env:
            {{- include "remote-hands.env" (dict "root" $root "name" $name "svc" $svc) | nindent 12 }}
            - name: METRICS_PORT
              value: {{ $root.Values.metrics.port | quote }}
          livenessProbe:
            httpGet:
              path: {{ $svc.probes.liveness.path }}
              port: http
            initialDelaySeconds: {{ $svc.probes.liveness.initialDelaySeconds }}
            periodSeconds: {{ $svc.probes.liveness.periodSeconds }}
            timeoutSeconds: {{ $svc.probes.liveness.timeoutSeconds }}
            failureThreshold: {{ $svc.probes.liveness.failureThreshold }}
          readinessProbe:
            httpGet:
              path: {{ $svc.probes.readiness.path }}
              port: http
            initialDelaySeconds: {{ $svc.probes.readiness.initialDelaySeconds }}
            periodSeconds: {{ $svc.probes.readiness.periodSeconds }}
            timeoutSeconds: {{ $svc.probes.readiness.timeoutSeconds }}
            failureThreshold: {{ $svc.probes.readiness.failureThreshold }}
          {{- if $svc.preStopSleepSeconds }}
          lifecycle:
            preStop:
              exec:
                command: [sleep, {{ $svc.preStopSleepSeconds | quote }}]
          {{- end }}
          resources:
            {{- toYaml $svc.resources | nindent 12 }}
          securityContext:
            {{- toYaml $svc.securityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        # The root filesystem is read-only; Node and its libraries may still write temporary files.
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
      {{- with $svc.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $svc.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $svc.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "remote-hands.labels" $ctx | nindent 4 }}
spec:
  type: ClusterIP
  ports:
    - name: http
      port: {{ $svc.port }}
      targetPort: http
      protocol: TCP
  selector:
    {{- include "remote-hands.selectorLabels" $ctx | nindent 4 }}
{{- if $svc.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "remote-hands.labels" $ctx | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $fullName }}
  minReplicas: {{ $svc.autoscaling.minReplicas }}
  maxReplicas: {{ $svc.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $svc.autoscaling.targetCPUUtilizationPercentage }}
{{- end }}
{{- if and $svc.podDisruptionBudget.enabled (or $svc.autoscaling.enabled (gt $replicas 1)) }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $fullName }}
  labels:
    {{- include "remote-hands.labels" $ctx | nindent 4 }}
spec:
  minAvailable: {{ $svc.podDisruptionBudget.minAvailable }}
  selector:
    matchLabels:
      {{- include "remote-hands.selectorLabels" $ctx | nindent 6 }}
{{- end }}
{{- end }}
